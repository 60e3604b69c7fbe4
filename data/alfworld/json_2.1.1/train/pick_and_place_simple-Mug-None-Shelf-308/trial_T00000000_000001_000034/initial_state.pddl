(define (problem plan_trial_T00000000_000001_000034)
(:domain alfred)
(:objects
        agent1 - agent
        DeskType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SafeType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CDType - otype
        KeyChainType - otype
        KnifeType - otype
        MugType - otype
        PenType - otype
        Mug_bar__plus_02_dot_76_bar__plus_01_dot_37_bar__plus_00_dot_02 - object
        Mug_bar__plus_00_dot_08_bar__plus_01_dot_39_bar__plus_02_dot_48 - object
        Mug_bar__minus_01_dot_78_bar__plus_00_dot_47_bar__minus_00_dot_06 - object
        CD_bar__plus_00_dot_39_bar__plus_00_dot_86_bar__plus_01_dot_37 - object
        CD_bar__minus_00_dot_67_bar__plus_00_dot_82_bar__plus_01_dot_69 - object
        KeyChain_bar__plus_02_dot_79_bar__plus_00_dot_08_bar__plus_00_dot_96 - object
        KeyChain_bar__plus_01_dot_55_bar__plus_01_dot_13_bar__minus_00_dot_34 - object
        Pen_bar__minus_00_dot_52_bar__plus_00_dot_11_bar__plus_00_dot_76 - object
        Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35 - receptacle
        Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85 - receptacle
        Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 - receptacle
        Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 - receptacle
        GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 - receptacle
        Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 - receptacle
        Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 - receptacle
        Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 - receptacle
        loc_bar_1_bar_0_bar_3_bar_30 - location
        loc_bar_1_bar__minus_5_bar_0_bar_30 - location
        loc_bar_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar_2_bar__minus_6_bar_0_bar_30 - location
        loc_bar__minus_1_bar_3_bar_3_bar_30 - location
        loc_bar__minus_3_bar_4_bar_3_bar_0 - location
        loc_bar__minus_4_bar_6_bar_2_bar_30 - location
        loc_bar__minus_4_bar_8_bar_3_bar_30 - location
        loc_bar__minus_5_bar_6_bar_3_bar_30 - location
        loc_bar__minus_7_bar_5_bar_2_bar__minus_30 - location
        loc_bar__minus_7_bar_6_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_1_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (receptacleType Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (receptacleType Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67 DeskType)
        (receptacleAtLocation Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85 loc_bar_2_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_19_bar__minus_00_dot_85)
        (receptacleType Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85 loc_bar_1_bar__minus_5_bar_0_bar_30)
        (openable Drawer_bar__minus_00_dot_51_bar__plus_00_dot_72_bar__minus_00_dot_85)
        (receptacleType Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73 loc_bar__minus_5_bar_6_bar_3_bar_30)
        (openable Drawer_bar__minus_02_dot_07_bar__plus_00_dot_74_bar__plus_00_dot_73)
        (receptacleType GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34 loc_bar_1_bar_0_bar_3_bar_30)
        (receptacleType Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 SafeType)
        (receptacleAtLocation Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58 loc_bar__minus_4_bar_8_bar_3_bar_30)
        (openable Safe_bar__minus_02_dot_18_bar__plus_00_dot_00_bar__plus_02_dot_58)
        (receptacleType Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_29_bar__plus_00_dot_87_bar__plus_00_dot_41 loc_bar__minus_4_bar_6_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_01_dot_34_bar__plus_00_dot_41 loc_bar__minus_3_bar_4_bar_3_bar_0)
        (receptacleType Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_96_bar__plus_01_dot_72_bar__plus_00_dot_41 loc_bar__minus_7_bar_5_bar_2_bar__minus_30)
        (canContain DeskType CDType)
        (canContain DeskType KeyChainType)
        (canContain DeskType MugType)
        (canContain DeskType PenType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType CDType)
        (canContain GarbageCanType PenType)
        (canContain MicrowaveType MugType)
        (canContain SafeType CDType)
        (canContain SafeType KeyChainType)
        (canContain ShelfType CDType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType MugType)
        (canContain ShelfType PenType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (objectType Mug_bar__plus_02_dot_76_bar__plus_01_dot_37_bar__plus_00_dot_02 MugType)
        (inReceptacle Mug_bar__plus_02_dot_76_bar__plus_01_dot_37_bar__plus_00_dot_02 Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation Mug_bar__plus_02_dot_76_bar__plus_01_dot_37_bar__plus_00_dot_02 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable Mug_bar__plus_02_dot_76_bar__plus_01_dot_37_bar__plus_00_dot_02)
        (cleanable Mug_bar__plus_02_dot_76_bar__plus_01_dot_37_bar__plus_00_dot_02)
        (heatable Mug_bar__plus_02_dot_76_bar__plus_01_dot_37_bar__plus_00_dot_02)
        (coolable Mug_bar__plus_02_dot_76_bar__plus_01_dot_37_bar__plus_00_dot_02)
        (isReceptacleObject Mug_bar__plus_02_dot_76_bar__plus_01_dot_37_bar__plus_00_dot_02)
        (objectType Mug_bar__plus_00_dot_08_bar__plus_01_dot_39_bar__plus_02_dot_48 MugType)
        (inReceptacle Mug_bar__plus_00_dot_08_bar__plus_01_dot_39_bar__plus_02_dot_48 Desk_bar__minus_00_dot_57_bar__plus_00_dot_00_bar__minus_01_dot_35)
        (objectAtLocation Mug_bar__plus_00_dot_08_bar__plus_01_dot_39_bar__plus_02_dot_48 loc_bar_1_bar__minus_5_bar_3_bar_30)
        (pickupable Mug_bar__plus_00_dot_08_bar__plus_01_dot_39_bar__plus_02_dot_48)
        (cleanable Mug_bar__plus_00_dot_08_bar__plus_01_dot_39_bar__plus_02_dot_48)
        (heatable Mug_bar__plus_00_dot_08_bar__plus_01_dot_39_bar__plus_02_dot_48)
        (coolable Mug_bar__plus_00_dot_08_bar__plus_01_dot_39_bar__plus_02_dot_48)
        (isReceptacleObject Mug_bar__plus_00_dot_08_bar__plus_01_dot_39_bar__plus_02_dot_48)
        (objectType Mug_bar__minus_01_dot_78_bar__plus_00_dot_47_bar__minus_00_dot_06 MugType)
        (inReceptacle Mug_bar__minus_01_dot_78_bar__plus_00_dot_47_bar__minus_00_dot_06 Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67)
        (objectAtLocation Mug_bar__minus_01_dot_78_bar__plus_00_dot_47_bar__minus_00_dot_06 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (pickupable Mug_bar__minus_01_dot_78_bar__plus_00_dot_47_bar__minus_00_dot_06)
        (cleanable Mug_bar__minus_01_dot_78_bar__plus_00_dot_47_bar__minus_00_dot_06)
        (heatable Mug_bar__minus_01_dot_78_bar__plus_00_dot_47_bar__minus_00_dot_06)
        (coolable Mug_bar__minus_01_dot_78_bar__plus_00_dot_47_bar__minus_00_dot_06)
        (isReceptacleObject Mug_bar__minus_01_dot_78_bar__plus_00_dot_47_bar__minus_00_dot_06)
        (objectType CD_bar__plus_00_dot_39_bar__plus_00_dot_86_bar__plus_01_dot_37 CDType)
        (inReceptacle CD_bar__plus_00_dot_39_bar__plus_00_dot_86_bar__plus_01_dot_37 GarbageCan_bar__minus_00_dot_75_bar__plus_00_dot_00_bar__minus_00_dot_34)
        (objectAtLocation CD_bar__plus_00_dot_39_bar__plus_00_dot_86_bar__plus_01_dot_37 loc_bar_1_bar_0_bar_3_bar_30)
        (pickupable CD_bar__plus_00_dot_39_bar__plus_00_dot_86_bar__plus_01_dot_37)
        (objectType CD_bar__minus_00_dot_67_bar__plus_00_dot_82_bar__plus_01_dot_69 CDType)
        (inReceptacle CD_bar__minus_00_dot_67_bar__plus_00_dot_82_bar__plus_01_dot_69 Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67)
        (objectAtLocation CD_bar__minus_00_dot_67_bar__plus_00_dot_82_bar__plus_01_dot_69 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (pickupable CD_bar__minus_00_dot_67_bar__plus_00_dot_82_bar__plus_01_dot_69)
        (objectType KeyChain_bar__plus_02_dot_79_bar__plus_00_dot_08_bar__plus_00_dot_96 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_79_bar__plus_00_dot_08_bar__plus_00_dot_96 Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (objectAtLocation KeyChain_bar__plus_02_dot_79_bar__plus_00_dot_08_bar__plus_00_dot_96 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_79_bar__plus_00_dot_08_bar__plus_00_dot_96)
        (objectType KeyChain_bar__plus_01_dot_55_bar__plus_01_dot_13_bar__minus_00_dot_34 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_55_bar__plus_01_dot_13_bar__minus_00_dot_34 Desk_bar__minus_01_dot_58_bar__plus_00_dot_02_bar__plus_00_dot_67)
        (objectAtLocation KeyChain_bar__plus_01_dot_55_bar__plus_01_dot_13_bar__minus_00_dot_34 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (pickupable KeyChain_bar__plus_01_dot_55_bar__plus_01_dot_13_bar__minus_00_dot_34)
        (objectType Pen_bar__minus_00_dot_52_bar__plus_00_dot_11_bar__plus_00_dot_76 PenType)
        (inReceptacle Pen_bar__minus_00_dot_52_bar__plus_00_dot_11_bar__plus_00_dot_76 Shelf_bar__minus_01_dot_96_bar__plus_00_dot_87_bar__plus_00_dot_41)
        (objectAtLocation Pen_bar__minus_00_dot_52_bar__plus_00_dot_11_bar__plus_00_dot_76 loc_bar__minus_7_bar_6_bar_2_bar_30)
        (pickupable Pen_bar__minus_00_dot_52_bar__plus_00_dot_11_bar__plus_00_dot_76)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o MugType)
                            (receptacleType ?r ShelfType)
                        )
                    )
                )
            )
        )
    )
