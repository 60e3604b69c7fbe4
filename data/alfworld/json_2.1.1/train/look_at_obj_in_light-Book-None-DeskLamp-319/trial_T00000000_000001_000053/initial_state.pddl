(define (problem plan_trial_T00000000_000001_000053)
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
        BasketBallType - otype
        BookType - otype
        ButterKnifeType - otype
        DeskLampType - otype
        KeyChainType - otype
        KnifeType - otype
        PillowType - otype
        StatueType - otype
        DeskLamp_bar__plus_02_dot_74_bar__plus_00_dot_81_bar__plus_01_dot_26 - object
        Book_bar__plus_01_dot_71_bar__plus_01_dot_40_bar__minus_01_dot_27 - object
        Book_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__plus_00_dot_43 - object
        Book_bar__minus_01_dot_96_bar__plus_00_dot_56_bar__minus_01_dot_21 - object
        BasketBall_bar__plus_01_dot_79_bar__plus_00_dot_19_bar__plus_00_dot_29 - object
        KeyChain_bar__plus_00_dot_65_bar__plus_00_dot_08_bar__minus_00_dot_47 - object
        Pillow_bar__minus_00_dot_99_bar__plus_00_dot_65_bar__minus_00_dot_54 - object
        Pillow_bar__plus_01_dot_29_bar__plus_00_dot_82_bar__minus_01_dot_10 - object
        Statue_bar__minus_02_dot_80_bar__plus_00_dot_97_bar__plus_01_dot_40 - object
        Statue_bar__minus_01_dot_88_bar__plus_00_dot_55_bar__plus_01_dot_47 - object
        Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 - receptacle
        Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 - receptacle
        Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 - receptacle
        Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 - receptacle
        Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 - receptacle
        Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 - receptacle
        loc_bar_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar_2_bar__minus_7_bar_2_bar_30 - location
        loc_bar_5_bar_2_bar_1_bar_30 - location
        loc_bar_5_bar_5_bar_1_bar_30 - location
        loc_bar_6_bar_12_bar_0_bar_30 - location
        loc_bar_6_bar_1_bar_1_bar_30 - location
        loc_bar_6_bar_3_bar_3_bar_30 - location
        loc_bar_6_bar_4_bar_1_bar_30 - location
        loc_bar_7_bar_1_bar_1_bar_30 - location
        loc_bar_7_bar_2_bar_1_bar_30 - location
        loc_bar_7_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_6_bar_12_bar_0_bar_30)
        (receptacleType Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98 loc_bar_6_bar_3_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62 loc_bar_5_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13 loc_bar_5_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62 loc_bar_6_bar_4_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_24_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13 loc_bar_6_bar_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_40_bar__minus_00_dot_13)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62 loc_bar_7_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__plus_00_dot_62)
        (receptacleType Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13 loc_bar_7_bar__minus_1_bar_1_bar_30)
        (openable Drawer_bar__plus_02_dot_54_bar__plus_00_dot_73_bar__minus_00_dot_13)
        (receptacleType Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 DresserType)
        (receptacleAtLocation Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25 loc_bar_7_bar_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_53_bar__plus_00_dot_83_bar__minus_02_dot_41 loc_bar_2_bar__minus_7_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_62_bar__plus_00_dot_96_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (canContain BedType BasketBallType)
        (canContain BedType BookType)
        (canContain BedType PillowType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DresserType BasketBallType)
        (canContain DresserType BookType)
        (canContain DresserType KeyChainType)
        (canContain DresserType StatueType)
        (canContain ShelfType BookType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType StatueType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__plus_02_dot_74_bar__plus_00_dot_81_bar__plus_01_dot_26 DeskLampType)
        (inReceptacle DeskLamp_bar__plus_02_dot_74_bar__plus_00_dot_81_bar__plus_01_dot_26 Dresser_bar__plus_02_dot_56_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation DeskLamp_bar__plus_02_dot_74_bar__plus_00_dot_81_bar__plus_01_dot_26 loc_bar_7_bar_1_bar_1_bar_30)
        (toggleable DeskLamp_bar__plus_02_dot_74_bar__plus_00_dot_81_bar__plus_01_dot_26)
        (objectType Book_bar__plus_01_dot_71_bar__plus_01_dot_40_bar__minus_01_dot_27 BookType)
        (inReceptacle Book_bar__plus_01_dot_71_bar__plus_01_dot_40_bar__minus_01_dot_27 Shelf_bar__minus_00_dot_72_bar__plus_00_dot_04_bar__minus_01_dot_75)
        (objectAtLocation Book_bar__plus_01_dot_71_bar__plus_01_dot_40_bar__minus_01_dot_27 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable Book_bar__plus_01_dot_71_bar__plus_01_dot_40_bar__minus_01_dot_27)
        (objectType Book_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__plus_00_dot_43 BookType)
        (inReceptacle Book_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__plus_00_dot_43 Shelf_bar__minus_00_dot_91_bar__plus_00_dot_42_bar__minus_01_dot_75)
        (objectAtLocation Book_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__plus_00_dot_43 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (pickupable Book_bar__minus_01_dot_87_bar__plus_01_dot_21_bar__plus_00_dot_43)
        (objectType Book_bar__minus_01_dot_96_bar__plus_00_dot_56_bar__minus_01_dot_21 BookType)
        (inReceptacle Book_bar__minus_01_dot_96_bar__plus_00_dot_56_bar__minus_01_dot_21 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13)
        (objectAtLocation Book_bar__minus_01_dot_96_bar__plus_00_dot_56_bar__minus_01_dot_21 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable Book_bar__minus_01_dot_96_bar__plus_00_dot_56_bar__minus_01_dot_21)
        (objectType BasketBall_bar__plus_01_dot_79_bar__plus_00_dot_19_bar__plus_00_dot_29 BasketBallType)
        (inReceptacle BasketBall_bar__plus_01_dot_79_bar__plus_00_dot_19_bar__plus_00_dot_29 Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98)
        (objectAtLocation BasketBall_bar__plus_01_dot_79_bar__plus_00_dot_19_bar__plus_00_dot_29 loc_bar_6_bar_3_bar_3_bar_30)
        (pickupable BasketBall_bar__plus_01_dot_79_bar__plus_00_dot_19_bar__plus_00_dot_29)
        (objectType KeyChain_bar__plus_00_dot_65_bar__plus_00_dot_08_bar__minus_00_dot_47 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_65_bar__plus_00_dot_08_bar__minus_00_dot_47 Drawer_bar__plus_02_dot_54_bar__plus_00_dot_08_bar__minus_00_dot_13)
        (objectAtLocation KeyChain_bar__plus_00_dot_65_bar__plus_00_dot_08_bar__minus_00_dot_47 loc_bar_5_bar_2_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_65_bar__plus_00_dot_08_bar__minus_00_dot_47)
        (objectType Pillow_bar__minus_00_dot_99_bar__plus_00_dot_65_bar__minus_00_dot_54 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_99_bar__plus_00_dot_65_bar__minus_00_dot_54 Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98)
        (objectAtLocation Pillow_bar__minus_00_dot_99_bar__plus_00_dot_65_bar__minus_00_dot_54 loc_bar_6_bar_3_bar_3_bar_30)
        (pickupable Pillow_bar__minus_00_dot_99_bar__plus_00_dot_65_bar__minus_00_dot_54)
        (objectType Pillow_bar__plus_01_dot_29_bar__plus_00_dot_82_bar__minus_01_dot_10 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_29_bar__plus_00_dot_82_bar__minus_01_dot_10 Bed_bar__minus_00_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_98)
        (objectAtLocation Pillow_bar__plus_01_dot_29_bar__plus_00_dot_82_bar__minus_01_dot_10 loc_bar_6_bar_3_bar_3_bar_30)
        (pickupable Pillow_bar__plus_01_dot_29_bar__plus_00_dot_82_bar__minus_01_dot_10)
        (objectType Statue_bar__minus_02_dot_80_bar__plus_00_dot_97_bar__plus_01_dot_40 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_80_bar__plus_00_dot_97_bar__plus_01_dot_40 Shelf_bar__minus_00_dot_33_bar__plus_00_dot_04_bar__minus_01_dot_75)
        (objectAtLocation Statue_bar__minus_02_dot_80_bar__plus_00_dot_97_bar__plus_01_dot_40 loc_bar_1_bar__minus_3_bar_2_bar_30)
        (pickupable Statue_bar__minus_02_dot_80_bar__plus_00_dot_97_bar__plus_01_dot_40)
        (objectType Statue_bar__minus_01_dot_88_bar__plus_00_dot_55_bar__plus_01_dot_47 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_88_bar__plus_00_dot_55_bar__plus_01_dot_47 Shelf_bar__minus_00_dot_45_bar__plus_00_dot_42_bar__minus_01_dot_75)
        (objectAtLocation Statue_bar__minus_01_dot_88_bar__plus_00_dot_55_bar__plus_01_dot_47 loc_bar__minus_1_bar__minus_4_bar_2_bar_30)
        (pickupable Statue_bar__minus_01_dot_88_bar__plus_00_dot_55_bar__plus_01_dot_47)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot DeskLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o BookType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
