(define (problem plan_trial_T00000000_000001_000033)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        KeyChainType - otype
        KnifeType - otype
        PenType - otype
        PencilType - otype
        PillowType - otype
        StatueType - otype
        KeyChain_bar__plus_02_dot_32_bar__plus_01_dot_15_bar__minus_00_dot_69 - object
        KeyChain_bar__plus_00_dot_91_bar__plus_01_dot_46_bar__plus_00_dot_27 - object
        KeyChain_bar__minus_00_dot_02_bar__plus_01_dot_22_bar__minus_02_dot_62 - object
        Pen_bar__plus_01_dot_77_bar__plus_00_dot_80_bar__plus_00_dot_71 - object
        Pencil_bar__plus_02_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_51 - object
        Pillow_bar__plus_00_dot_61_bar__plus_00_dot_36_bar__plus_00_dot_97 - object
        Statue_bar__plus_02_dot_04_bar__plus_00_dot_79_bar__minus_02_dot_59 - object
        Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 - receptacle
        Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 - receptacle
        Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 - receptacle
        Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 - receptacle
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar__minus_7_bar_2_bar_30 - location
        loc_bar_5_bar_2_bar_1_bar_30 - location
        loc_bar_6_bar_3_bar_3_bar_30 - location
        loc_bar_7_bar_1_bar_1_bar_30 - location
        loc_bar_7_bar_2_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_10_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_9_bar__minus_10_bar_1_bar_30)
        (receptacleType Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 loc_bar_6_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13 loc_bar_5_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 loc_bar_7_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62)
        (receptacleType Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 DresserType)
        (receptacleAtLocation Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 loc_bar_7_bar_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 loc_bar_2_bar__minus_7_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (canContain BedType PillowType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType PenType)
        (canContain DrawerType PencilType)
        (canContain DresserType KeyChainType)
        (canContain DresserType PenType)
        (canContain DresserType PencilType)
        (canContain DresserType StatueType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType PenType)
        (canContain ShelfType PencilType)
        (canContain ShelfType StatueType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType KeyChain_bar__plus_02_dot_32_bar__plus_01_dot_15_bar__minus_00_dot_69 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_32_bar__plus_01_dot_15_bar__minus_00_dot_69 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62)
        (objectAtLocation KeyChain_bar__plus_02_dot_32_bar__plus_01_dot_15_bar__minus_00_dot_69 loc_bar_7_bar_2_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_32_bar__plus_01_dot_15_bar__minus_00_dot_69)
        (objectType KeyChain_bar__plus_00_dot_91_bar__plus_01_dot_46_bar__plus_00_dot_27 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_91_bar__plus_01_dot_46_bar__plus_00_dot_27 Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75)
        (objectAtLocation KeyChain_bar__plus_00_dot_91_bar__plus_01_dot_46_bar__plus_00_dot_27 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_91_bar__plus_01_dot_46_bar__plus_00_dot_27)
        (objectType KeyChain_bar__minus_00_dot_02_bar__plus_01_dot_22_bar__minus_02_dot_62 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_02_bar__plus_01_dot_22_bar__minus_02_dot_62 Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75)
        (objectAtLocation KeyChain_bar__minus_00_dot_02_bar__plus_01_dot_22_bar__minus_02_dot_62 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_02_bar__plus_01_dot_22_bar__minus_02_dot_62)
        (objectType Pen_bar__plus_01_dot_77_bar__plus_00_dot_80_bar__plus_00_dot_71 PenType)
        (inReceptacle Pen_bar__plus_01_dot_77_bar__plus_00_dot_80_bar__plus_00_dot_71 Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75)
        (objectAtLocation Pen_bar__plus_01_dot_77_bar__plus_00_dot_80_bar__plus_00_dot_71 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (pickupable Pen_bar__plus_01_dot_77_bar__plus_00_dot_80_bar__plus_00_dot_71)
        (objectType Pencil_bar__plus_02_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_51 PencilType)
        (inReceptacle Pencil_bar__plus_02_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_51 Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75)
        (objectAtLocation Pencil_bar__plus_02_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_51 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable Pencil_bar__plus_02_dot_91_bar__plus_00_dot_50_bar__plus_00_dot_51)
        (objectType Pillow_bar__plus_00_dot_61_bar__plus_00_dot_36_bar__plus_00_dot_97 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_61_bar__plus_00_dot_36_bar__plus_00_dot_97 Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98)
        (objectAtLocation Pillow_bar__plus_00_dot_61_bar__plus_00_dot_36_bar__plus_00_dot_97 loc_bar_6_bar_3_bar_3_bar_30)
        (pickupable Pillow_bar__plus_00_dot_61_bar__plus_00_dot_36_bar__plus_00_dot_97)
        (objectType Statue_bar__plus_02_dot_04_bar__plus_00_dot_79_bar__minus_02_dot_59 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_04_bar__plus_00_dot_79_bar__minus_02_dot_59 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation Statue_bar__plus_02_dot_04_bar__plus_00_dot_79_bar__minus_02_dot_59 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable Statue_bar__plus_02_dot_04_bar__plus_00_dot_79_bar__minus_02_dot_59)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o KeyChainType)
                            (receptacleType ?r DresserType)
                        )
                    )
                )
            )
        )
    )
