(define (problem plan_trial_T00000000_000001_000065)
(:domain alfred)
(:objects
        agent1 - agent
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BookType - otype
        ButterKnifeType - otype
        CDType - otype
        CellPhoneType - otype
        DeskLampType - otype
        KnifeType - otype
        LaptopType - otype
        MugType - otype
        TennisRacketType - otype
        DeskLamp_bar__minus_01_dot_29_bar__plus_00_dot_07_bar__minus_02_dot_68 - object
        CellPhone_bar__plus_01_dot_06_bar__plus_01_dot_00_bar__plus_00_dot_09 - object
        Book_bar__minus_01_dot_98_bar__plus_00_dot_23_bar__plus_02_dot_70 - object
        Book_bar__plus_00_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_85 - object
        CD_bar__plus_02_dot_48_bar__plus_01_dot_25_bar__plus_01_dot_17 - object
        CD_bar__minus_01_dot_21_bar__plus_00_dot_81_bar__plus_00_dot_54 - object
        Laptop_bar__minus_01_dot_53_bar__plus_00_dot_14_bar__plus_02_dot_26 - object
        Laptop_bar__plus_00_dot_69_bar__plus_00_dot_69_bar__minus_00_dot_98 - object
        Mug_bar__plus_00_dot_09_bar__plus_01_dot_23_bar__minus_02_dot_60 - object
        TennisRacket_bar__plus_01_dot_07_bar__plus_00_dot_50_bar__minus_00_dot_31 - object
        Drawer_bar__plus_01_dot_62_bar__plus_00_dot_06_bar__minus_01_dot_46 - receptacle
        Drawer_bar__plus_01_dot_62_bar__plus_00_dot_22_bar__minus_01_dot_46 - receptacle
        Drawer_bar__plus_01_dot_62_bar__plus_00_dot_55_bar__minus_02_dot_21 - receptacle
        Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_01_dot_46 - receptacle
        Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_02_dot_21 - receptacle
        Dresser_bar__plus_01_dot_63_bar__minus_00_dot_02_bar__minus_01_dot_83 - receptacle
        GarbageCan_bar__plus_03_dot_38_bar__plus_00_dot_00_bar__plus_00_dot_22 - receptacle
        Shelf_bar__plus_00_dot_36_bar__plus_00_dot_18_bar__minus_02_dot_58 - receptacle
        loc_bar_10_bar__minus_1_bar_1_bar_30 - location
        loc_bar_2_bar__minus_4_bar_1_bar_30 - location
        loc_bar_2_bar__minus_5_bar_1_bar_30 - location
        loc_bar_2_bar__minus_6_bar_1_bar_30 - location
        loc_bar_2_bar__minus_8_bar_1_bar_30 - location
        loc_bar_3_bar__minus_8_bar_1_bar_30 - location
        loc_bar_4_bar__minus_6_bar_2_bar_30 - location
        loc_bar_4_bar__minus_8_bar_1_bar_30 - location
        loc_bar__minus_1_bar_6_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_1_bar_6_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_62_bar__plus_00_dot_06_bar__minus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_62_bar__plus_00_dot_06_bar__minus_01_dot_46 loc_bar_2_bar__minus_5_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_62_bar__plus_00_dot_06_bar__minus_01_dot_46)
        (receptacleType Drawer_bar__plus_01_dot_62_bar__plus_00_dot_22_bar__minus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_62_bar__plus_00_dot_22_bar__minus_01_dot_46 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_62_bar__plus_00_dot_22_bar__minus_01_dot_46)
        (receptacleType Drawer_bar__plus_01_dot_62_bar__plus_00_dot_55_bar__minus_02_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_62_bar__plus_00_dot_55_bar__minus_02_dot_21 loc_bar_3_bar__minus_8_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_62_bar__plus_00_dot_55_bar__minus_02_dot_21)
        (receptacleType Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_01_dot_46 loc_bar_2_bar__minus_6_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_01_dot_46)
        (receptacleType Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_02_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_02_dot_21 loc_bar_2_bar__minus_8_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_02_dot_21)
        (receptacleType Dresser_bar__plus_01_dot_63_bar__minus_00_dot_02_bar__minus_01_dot_83 DresserType)
        (receptacleAtLocation Dresser_bar__plus_01_dot_63_bar__minus_00_dot_02_bar__minus_01_dot_83 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (receptacleType GarbageCan_bar__plus_03_dot_38_bar__plus_00_dot_00_bar__plus_00_dot_22 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_38_bar__plus_00_dot_00_bar__plus_00_dot_22 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_36_bar__plus_00_dot_18_bar__minus_02_dot_58 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_36_bar__plus_00_dot_18_bar__minus_02_dot_58 loc_bar_4_bar__minus_6_bar_2_bar_30)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KnifeType)
        (canContain DresserType BookType)
        (canContain DresserType CDType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType LaptopType)
        (canContain DresserType MugType)
        (canContain DresserType TennisRacketType)
        (canContain FridgeType MugType)
        (canContain GarbageCanType CDType)
        (canContain MicrowaveType MugType)
        (canContain ShelfType BookType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain ShelfType MugType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType MugType)
        (objectType DeskLamp_bar__minus_01_dot_29_bar__plus_00_dot_07_bar__minus_02_dot_68 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_01_dot_29_bar__plus_00_dot_07_bar__minus_02_dot_68 Dresser_bar__plus_01_dot_63_bar__minus_00_dot_02_bar__minus_01_dot_83)
        (objectAtLocation DeskLamp_bar__minus_01_dot_29_bar__plus_00_dot_07_bar__minus_02_dot_68 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_29_bar__plus_00_dot_07_bar__minus_02_dot_68)
        (objectType CellPhone_bar__plus_01_dot_06_bar__plus_01_dot_00_bar__plus_00_dot_09 CellPhoneType)
        (inReceptacle CellPhone_bar__plus_01_dot_06_bar__plus_01_dot_00_bar__plus_00_dot_09 Dresser_bar__plus_01_dot_63_bar__minus_00_dot_02_bar__minus_01_dot_83)
        (objectAtLocation CellPhone_bar__plus_01_dot_06_bar__plus_01_dot_00_bar__plus_00_dot_09 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (pickupable CellPhone_bar__plus_01_dot_06_bar__plus_01_dot_00_bar__plus_00_dot_09)
        (objectType Book_bar__minus_01_dot_98_bar__plus_00_dot_23_bar__plus_02_dot_70 BookType)
        (inReceptacle Book_bar__minus_01_dot_98_bar__plus_00_dot_23_bar__plus_02_dot_70 Drawer_bar__plus_01_dot_62_bar__plus_00_dot_22_bar__minus_01_dot_46)
        (objectAtLocation Book_bar__minus_01_dot_98_bar__plus_00_dot_23_bar__plus_02_dot_70 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (pickupable Book_bar__minus_01_dot_98_bar__plus_00_dot_23_bar__plus_02_dot_70)
        (objectType Book_bar__plus_00_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_85 BookType)
        (inReceptacle Book_bar__plus_00_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_85 Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_01_dot_46)
        (objectAtLocation Book_bar__plus_00_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_85 loc_bar_2_bar__minus_6_bar_1_bar_30)
        (pickupable Book_bar__plus_00_dot_76_bar__plus_00_dot_02_bar__plus_01_dot_85)
        (objectType CD_bar__plus_02_dot_48_bar__plus_01_dot_25_bar__plus_01_dot_17 CDType)
        (inReceptacle CD_bar__plus_02_dot_48_bar__plus_01_dot_25_bar__plus_01_dot_17 Drawer_bar__plus_01_dot_62_bar__plus_00_dot_22_bar__minus_01_dot_46)
        (objectAtLocation CD_bar__plus_02_dot_48_bar__plus_01_dot_25_bar__plus_01_dot_17 loc_bar_2_bar__minus_4_bar_1_bar_30)
        (pickupable CD_bar__plus_02_dot_48_bar__plus_01_dot_25_bar__plus_01_dot_17)
        (objectType CD_bar__minus_01_dot_21_bar__plus_00_dot_81_bar__plus_00_dot_54 CDType)
        (inReceptacle CD_bar__minus_01_dot_21_bar__plus_00_dot_81_bar__plus_00_dot_54 Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_01_dot_46)
        (objectAtLocation CD_bar__minus_01_dot_21_bar__plus_00_dot_81_bar__plus_00_dot_54 loc_bar_2_bar__minus_6_bar_1_bar_30)
        (pickupable CD_bar__minus_01_dot_21_bar__plus_00_dot_81_bar__plus_00_dot_54)
        (objectType Laptop_bar__minus_01_dot_53_bar__plus_00_dot_14_bar__plus_02_dot_26 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_53_bar__plus_00_dot_14_bar__plus_02_dot_26 Dresser_bar__plus_01_dot_63_bar__minus_00_dot_02_bar__minus_01_dot_83)
        (objectAtLocation Laptop_bar__minus_01_dot_53_bar__plus_00_dot_14_bar__plus_02_dot_26 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (pickupable Laptop_bar__minus_01_dot_53_bar__plus_00_dot_14_bar__plus_02_dot_26)
        (objectType Laptop_bar__plus_00_dot_69_bar__plus_00_dot_69_bar__minus_00_dot_98 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_69_bar__plus_00_dot_69_bar__minus_00_dot_98 Dresser_bar__plus_01_dot_63_bar__minus_00_dot_02_bar__minus_01_dot_83)
        (objectAtLocation Laptop_bar__plus_00_dot_69_bar__plus_00_dot_69_bar__minus_00_dot_98 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (pickupable Laptop_bar__plus_00_dot_69_bar__plus_00_dot_69_bar__minus_00_dot_98)
        (objectType Mug_bar__plus_00_dot_09_bar__plus_01_dot_23_bar__minus_02_dot_60 MugType)
        (inReceptacle Mug_bar__plus_00_dot_09_bar__plus_01_dot_23_bar__minus_02_dot_60 Shelf_bar__plus_00_dot_36_bar__plus_00_dot_18_bar__minus_02_dot_58)
        (objectAtLocation Mug_bar__plus_00_dot_09_bar__plus_01_dot_23_bar__minus_02_dot_60 loc_bar_4_bar__minus_6_bar_2_bar_30)
        (pickupable Mug_bar__plus_00_dot_09_bar__plus_01_dot_23_bar__minus_02_dot_60)
        (cleanable Mug_bar__plus_00_dot_09_bar__plus_01_dot_23_bar__minus_02_dot_60)
        (heatable Mug_bar__plus_00_dot_09_bar__plus_01_dot_23_bar__minus_02_dot_60)
        (coolable Mug_bar__plus_00_dot_09_bar__plus_01_dot_23_bar__minus_02_dot_60)
        (isReceptacleObject Mug_bar__plus_00_dot_09_bar__plus_01_dot_23_bar__minus_02_dot_60)
        (objectType TennisRacket_bar__plus_01_dot_07_bar__plus_00_dot_50_bar__minus_00_dot_31 TennisRacketType)
        (inReceptacle TennisRacket_bar__plus_01_dot_07_bar__plus_00_dot_50_bar__minus_00_dot_31 Dresser_bar__plus_01_dot_63_bar__minus_00_dot_02_bar__minus_01_dot_83)
        (objectAtLocation TennisRacket_bar__plus_01_dot_07_bar__plus_00_dot_50_bar__minus_00_dot_31 loc_bar_4_bar__minus_8_bar_1_bar_30)
        (pickupable TennisRacket_bar__plus_01_dot_07_bar__plus_00_dot_50_bar__minus_00_dot_31)
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
                         (objectType ?o CellPhoneType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
