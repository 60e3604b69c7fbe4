(define (problem plan_trial_T00000000_000003_000028)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        KeyChainType - otype
        KnifeType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        Pen_bar__plus_01_dot_38_bar__plus_00_dot_08_bar__plus_02_dot_71 - object
        Pen_bar__minus_01_dot_17_bar__plus_00_dot_77_bar__minus_00_dot_01 - object
        Pen_bar__minus_00_dot_16_bar__plus_00_dot_16_bar__minus_01_dot_80 - object
        KeyChain_bar__plus_02_dot_02_bar__plus_00_dot_79_bar__minus_00_dot_36 - object
        Pencil_bar__minus_01_dot_38_bar__plus_00_dot_07_bar__plus_01_dot_48 - object
        Pencil_bar__plus_00_dot_12_bar__plus_01_dot_26_bar__minus_02_dot_80 - object
        Pillow_bar__minus_02_dot_54_bar__plus_01_dot_11_bar__minus_02_dot_59 - object
        Pillow_bar__plus_02_dot_16_bar__plus_01_dot_23_bar__plus_01_dot_74 - object
        Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06 - receptacle
        Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53 - receptacle
        Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16 - receptacle
        Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16 - receptacle
        Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19 - receptacle
        Drawer_bar__minus_00_dot_94_bar__plus_00_dot_49_bar__minus_01_dot_19 - receptacle
        Drawer_bar__minus_00_dot_94_bar__plus_00_dot_73_bar__minus_01_dot_19 - receptacle
        Shelf_bar__plus_00_dot_76_bar__plus_00_dot_93_bar__minus_01_dot_91 - receptacle
        SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23 - receptacle
        loc_bar_12_bar_0_bar_0_bar_30 - location
        loc_bar_12_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar__minus_4_bar_1_bar_30 - location
        loc_bar_5_bar_3_bar_1_bar_30 - location
        loc_bar_9_bar_9_bar_2_bar_30 - location
        loc_bar__minus_1_bar_0_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_3_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_9_bar_9_bar_2_bar_30)
        (receptacleType Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06 BedType)
        (receptacleAtLocation Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (receptacleType Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53 loc_bar__minus_3_bar__minus_3_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16 loc_bar_12_bar_0_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_44_bar__plus_00_dot_13_bar__plus_01_dot_16)
        (receptacleType Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16 loc_bar_12_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16)
        (receptacleType Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19 loc_bar__minus_1_bar_0_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_94_bar__plus_00_dot_21_bar__minus_01_dot_19)
        (receptacleType Drawer_bar__minus_00_dot_94_bar__plus_00_dot_49_bar__minus_01_dot_19 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_94_bar__plus_00_dot_49_bar__minus_01_dot_19 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_94_bar__plus_00_dot_49_bar__minus_01_dot_19)
        (receptacleType Drawer_bar__minus_00_dot_94_bar__plus_00_dot_73_bar__minus_01_dot_19 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_94_bar__plus_00_dot_73_bar__minus_01_dot_19 loc_bar__minus_3_bar__minus_1_bar_2_bar_30)
        (openable Drawer_bar__minus_00_dot_94_bar__plus_00_dot_73_bar__minus_01_dot_19)
        (receptacleType Shelf_bar__plus_00_dot_76_bar__plus_00_dot_93_bar__minus_01_dot_91 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_76_bar__plus_00_dot_93_bar__minus_01_dot_91 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleType SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23 loc_bar_5_bar_3_bar_1_bar_30)
        (canContain BedType PillowType)
        (canContain DeskType KeyChainType)
        (canContain DeskType PenType)
        (canContain DeskType PencilType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType PenType)
        (canContain SideTableType PencilType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType Pen_bar__plus_01_dot_38_bar__plus_00_dot_08_bar__plus_02_dot_71 PenType)
        (inReceptacle Pen_bar__plus_01_dot_38_bar__plus_00_dot_08_bar__plus_02_dot_71 Drawer_bar__minus_00_dot_94_bar__plus_00_dot_49_bar__minus_01_dot_19)
        (objectAtLocation Pen_bar__plus_01_dot_38_bar__plus_00_dot_08_bar__plus_02_dot_71 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (pickupable Pen_bar__plus_01_dot_38_bar__plus_00_dot_08_bar__plus_02_dot_71)
        (objectType Pen_bar__minus_01_dot_17_bar__plus_00_dot_77_bar__minus_00_dot_01 PenType)
        (inReceptacle Pen_bar__minus_01_dot_17_bar__plus_00_dot_77_bar__minus_00_dot_01 SideTable_bar__plus_02_dot_44_bar__plus_00_dot_01_bar__plus_01_dot_23)
        (objectAtLocation Pen_bar__minus_01_dot_17_bar__plus_00_dot_77_bar__minus_00_dot_01 loc_bar_5_bar_3_bar_1_bar_30)
        (pickupable Pen_bar__minus_01_dot_17_bar__plus_00_dot_77_bar__minus_00_dot_01)
        (objectType Pen_bar__minus_00_dot_16_bar__plus_00_dot_16_bar__minus_01_dot_80 PenType)
        (inReceptacle Pen_bar__minus_00_dot_16_bar__plus_00_dot_16_bar__minus_01_dot_80 Drawer_bar__minus_00_dot_94_bar__plus_00_dot_49_bar__minus_01_dot_19)
        (objectAtLocation Pen_bar__minus_00_dot_16_bar__plus_00_dot_16_bar__minus_01_dot_80 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (pickupable Pen_bar__minus_00_dot_16_bar__plus_00_dot_16_bar__minus_01_dot_80)
        (objectType KeyChain_bar__plus_02_dot_02_bar__plus_00_dot_79_bar__minus_00_dot_36 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_02_bar__plus_00_dot_79_bar__minus_00_dot_36 Drawer_bar__plus_02_dot_44_bar__plus_00_dot_36_bar__plus_01_dot_16)
        (objectAtLocation KeyChain_bar__plus_02_dot_02_bar__plus_00_dot_79_bar__minus_00_dot_36 loc_bar_12_bar_1_bar_0_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_02_bar__plus_00_dot_79_bar__minus_00_dot_36)
        (objectType Pencil_bar__minus_01_dot_38_bar__plus_00_dot_07_bar__plus_01_dot_48 PencilType)
        (inReceptacle Pencil_bar__minus_01_dot_38_bar__plus_00_dot_07_bar__plus_01_dot_48 Drawer_bar__minus_00_dot_94_bar__plus_00_dot_49_bar__minus_01_dot_19)
        (objectAtLocation Pencil_bar__minus_01_dot_38_bar__plus_00_dot_07_bar__plus_01_dot_48 loc_bar__minus_2_bar__minus_1_bar_2_bar_30)
        (pickupable Pencil_bar__minus_01_dot_38_bar__plus_00_dot_07_bar__plus_01_dot_48)
        (objectType Pencil_bar__plus_00_dot_12_bar__plus_01_dot_26_bar__minus_02_dot_80 PencilType)
        (inReceptacle Pencil_bar__plus_00_dot_12_bar__plus_01_dot_26_bar__minus_02_dot_80 Desk_bar__minus_00_dot_53_bar_00_dot_00_bar__minus_01_dot_53)
        (objectAtLocation Pencil_bar__plus_00_dot_12_bar__plus_01_dot_26_bar__minus_02_dot_80 loc_bar__minus_3_bar__minus_3_bar_2_bar_30)
        (pickupable Pencil_bar__plus_00_dot_12_bar__plus_01_dot_26_bar__minus_02_dot_80)
        (objectType Pillow_bar__minus_02_dot_54_bar__plus_01_dot_11_bar__minus_02_dot_59 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_54_bar__plus_01_dot_11_bar__minus_02_dot_59 Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06)
        (objectAtLocation Pillow_bar__minus_02_dot_54_bar__plus_01_dot_11_bar__minus_02_dot_59 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (pickupable Pillow_bar__minus_02_dot_54_bar__plus_01_dot_11_bar__minus_02_dot_59)
        (objectType Pillow_bar__plus_02_dot_16_bar__plus_01_dot_23_bar__plus_01_dot_74 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_16_bar__plus_01_dot_23_bar__plus_01_dot_74 Bed_bar__plus_02_dot_32_bar__plus_00_dot_00_bar__minus_01_dot_06)
        (objectAtLocation Pillow_bar__plus_02_dot_16_bar__plus_01_dot_23_bar__plus_01_dot_74 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (pickupable Pillow_bar__plus_02_dot_16_bar__plus_01_dot_23_bar__plus_01_dot_74)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 PenType)
                                    (receptacleType ?r ShelfType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 PenType)
                                            (receptacleType ?r ShelfType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
