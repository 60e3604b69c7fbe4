(define (problem plan_trial_T00000000_000001_000067)
(:domain alfred)
(:objects
        agent1 - agent
        BedType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BaseballBatType - otype
        ButterKnifeType - otype
        CDType - otype
        CellPhoneType - otype
        DeskLampType - otype
        KnifeType - otype
        LaptopType - otype
        TennisRacketType - otype
        DeskLamp_bar__minus_01_dot_40_bar__plus_01_dot_44_bar__plus_00_dot_57 - object
        BaseballBat_bar__minus_01_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_34 - object
        BaseballBat_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_28 - object
        BaseballBat_bar__plus_01_dot_58_bar__plus_00_dot_86_bar__minus_01_dot_14 - object
        CD_bar__minus_01_dot_00_bar__plus_01_dot_11_bar__minus_00_dot_88 - object
        CD_bar__plus_00_dot_57_bar__plus_01_dot_24_bar__plus_01_dot_51 - object
        CellPhone_bar__minus_00_dot_12_bar__plus_00_dot_37_bar__plus_02_dot_02 - object
        Laptop_bar__minus_00_dot_74_bar__plus_00_dot_68_bar__plus_02_dot_30 - object
        TennisRacket_bar__minus_00_dot_58_bar__plus_01_dot_19_bar__minus_01_dot_81 - object
        TennisRacket_bar__plus_01_dot_70_bar__plus_00_dot_57_bar__plus_00_dot_65 - object
        Bed_bar__minus_00_dot_85_bar__minus_00_dot_02_bar__minus_00_dot_36 - receptacle
        Drawer_bar__plus_01_dot_62_bar__plus_00_dot_06_bar__minus_01_dot_46 - receptacle
        Drawer_bar__plus_01_dot_62_bar__plus_00_dot_06_bar__minus_02_dot_21 - receptacle
        Drawer_bar__plus_01_dot_62_bar__plus_00_dot_55_bar__minus_02_dot_21 - receptacle
        Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_01_dot_46 - receptacle
        GarbageCan_bar__plus_03_dot_38_bar__plus_00_dot_00_bar__plus_00_dot_22 - receptacle
        Shelf_bar__plus_00_dot_24_bar__plus_00_dot_67_bar__minus_02_dot_59 - receptacle
        Shelf_bar__plus_00_dot_36_bar__plus_00_dot_18_bar__minus_02_dot_58 - receptacle
        loc_bar_0_bar__minus_8_bar_2_bar_30 - location
        loc_bar_10_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar__minus_8_bar_0_bar_30 - location
        loc_bar_2_bar__minus_5_bar_1_bar_30 - location
        loc_bar_2_bar__minus_6_bar_1_bar_30 - location
        loc_bar_2_bar__minus_7_bar_1_bar_30 - location
        loc_bar_3_bar__minus_8_bar_1_bar_30 - location
        loc_bar_4_bar__minus_1_bar_3_bar_30 - location
        loc_bar_4_bar__minus_6_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar__minus_8_bar_0_bar_30)
        (receptacleType Bed_bar__minus_00_dot_85_bar__minus_00_dot_02_bar__minus_00_dot_36 BedType)
        (receptacleAtLocation Bed_bar__minus_00_dot_85_bar__minus_00_dot_02_bar__minus_00_dot_36 loc_bar_4_bar__minus_1_bar_3_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_62_bar__plus_00_dot_06_bar__minus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_62_bar__plus_00_dot_06_bar__minus_01_dot_46 loc_bar_2_bar__minus_5_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_62_bar__plus_00_dot_06_bar__minus_01_dot_46)
        (receptacleType Drawer_bar__plus_01_dot_62_bar__plus_00_dot_06_bar__minus_02_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_62_bar__plus_00_dot_06_bar__minus_02_dot_21 loc_bar_2_bar__minus_7_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_62_bar__plus_00_dot_06_bar__minus_02_dot_21)
        (receptacleType Drawer_bar__plus_01_dot_62_bar__plus_00_dot_55_bar__minus_02_dot_21 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_62_bar__plus_00_dot_55_bar__minus_02_dot_21 loc_bar_3_bar__minus_8_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_62_bar__plus_00_dot_55_bar__minus_02_dot_21)
        (receptacleType Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_01_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_01_dot_46 loc_bar_2_bar__minus_6_bar_1_bar_30)
        (openable Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_01_dot_46)
        (receptacleType GarbageCan_bar__plus_03_dot_38_bar__plus_00_dot_00_bar__plus_00_dot_22 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_03_dot_38_bar__plus_00_dot_00_bar__plus_00_dot_22 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_24_bar__plus_00_dot_67_bar__minus_02_dot_59 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_24_bar__plus_00_dot_67_bar__minus_02_dot_59 loc_bar_0_bar__minus_8_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_00_dot_36_bar__plus_00_dot_18_bar__minus_02_dot_58 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_00_dot_36_bar__plus_00_dot_18_bar__minus_02_dot_58 loc_bar_4_bar__minus_6_bar_2_bar_30)
        (canContain BedType BaseballBatType)
        (canContain BedType CellPhoneType)
        (canContain BedType LaptopType)
        (canContain BedType TennisRacketType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CDType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType KnifeType)
        (canContain GarbageCanType CDType)
        (canContain ShelfType CDType)
        (canContain ShelfType CellPhoneType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType DeskLamp_bar__minus_01_dot_40_bar__plus_01_dot_44_bar__plus_00_dot_57 DeskLampType)
        (inReceptacle DeskLamp_bar__minus_01_dot_40_bar__plus_01_dot_44_bar__plus_00_dot_57 Shelf_bar__plus_00_dot_36_bar__plus_00_dot_18_bar__minus_02_dot_58)
        (objectAtLocation DeskLamp_bar__minus_01_dot_40_bar__plus_01_dot_44_bar__plus_00_dot_57 loc_bar_4_bar__minus_6_bar_2_bar_30)
        (toggleable DeskLamp_bar__minus_01_dot_40_bar__plus_01_dot_44_bar__plus_00_dot_57)
        (objectType BaseballBat_bar__minus_01_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_34 BaseballBatType)
        (inReceptacle BaseballBat_bar__minus_01_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_34 Bed_bar__minus_00_dot_85_bar__minus_00_dot_02_bar__minus_00_dot_36)
        (objectAtLocation BaseballBat_bar__minus_01_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_34 loc_bar_4_bar__minus_1_bar_3_bar_30)
        (pickupable BaseballBat_bar__minus_01_dot_25_bar__plus_01_dot_21_bar__plus_02_dot_34)
        (objectType BaseballBat_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_28 BaseballBatType)
        (inReceptacle BaseballBat_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_28 Bed_bar__minus_00_dot_85_bar__minus_00_dot_02_bar__minus_00_dot_36)
        (objectAtLocation BaseballBat_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_28 loc_bar_4_bar__minus_1_bar_3_bar_30)
        (pickupable BaseballBat_bar__minus_01_dot_88_bar__plus_00_dot_83_bar__minus_02_dot_28)
        (objectType BaseballBat_bar__plus_01_dot_58_bar__plus_00_dot_86_bar__minus_01_dot_14 BaseballBatType)
        (inReceptacle BaseballBat_bar__plus_01_dot_58_bar__plus_00_dot_86_bar__minus_01_dot_14 Bed_bar__minus_00_dot_85_bar__minus_00_dot_02_bar__minus_00_dot_36)
        (objectAtLocation BaseballBat_bar__plus_01_dot_58_bar__plus_00_dot_86_bar__minus_01_dot_14 loc_bar_4_bar__minus_1_bar_3_bar_30)
        (pickupable BaseballBat_bar__plus_01_dot_58_bar__plus_00_dot_86_bar__minus_01_dot_14)
        (objectType CD_bar__minus_01_dot_00_bar__plus_01_dot_11_bar__minus_00_dot_88 CDType)
        (inReceptacle CD_bar__minus_01_dot_00_bar__plus_01_dot_11_bar__minus_00_dot_88 Drawer_bar__plus_01_dot_62_bar__plus_00_dot_55_bar__minus_02_dot_21)
        (objectAtLocation CD_bar__minus_01_dot_00_bar__plus_01_dot_11_bar__minus_00_dot_88 loc_bar_3_bar__minus_8_bar_1_bar_30)
        (pickupable CD_bar__minus_01_dot_00_bar__plus_01_dot_11_bar__minus_00_dot_88)
        (objectType CD_bar__plus_00_dot_57_bar__plus_01_dot_24_bar__plus_01_dot_51 CDType)
        (inReceptacle CD_bar__plus_00_dot_57_bar__plus_01_dot_24_bar__plus_01_dot_51 Drawer_bar__plus_01_dot_62_bar__plus_00_dot_06_bar__minus_02_dot_21)
        (objectAtLocation CD_bar__plus_00_dot_57_bar__plus_01_dot_24_bar__plus_01_dot_51 loc_bar_2_bar__minus_7_bar_1_bar_30)
        (pickupable CD_bar__plus_00_dot_57_bar__plus_01_dot_24_bar__plus_01_dot_51)
        (objectType CellPhone_bar__minus_00_dot_12_bar__plus_00_dot_37_bar__plus_02_dot_02 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_00_dot_12_bar__plus_00_dot_37_bar__plus_02_dot_02 Drawer_bar__plus_01_dot_62_bar__plus_00_dot_71_bar__minus_01_dot_46)
        (objectAtLocation CellPhone_bar__minus_00_dot_12_bar__plus_00_dot_37_bar__plus_02_dot_02 loc_bar_2_bar__minus_6_bar_1_bar_30)
        (pickupable CellPhone_bar__minus_00_dot_12_bar__plus_00_dot_37_bar__plus_02_dot_02)
        (objectType Laptop_bar__minus_00_dot_74_bar__plus_00_dot_68_bar__plus_02_dot_30 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_74_bar__plus_00_dot_68_bar__plus_02_dot_30 Bed_bar__minus_00_dot_85_bar__minus_00_dot_02_bar__minus_00_dot_36)
        (objectAtLocation Laptop_bar__minus_00_dot_74_bar__plus_00_dot_68_bar__plus_02_dot_30 loc_bar_4_bar__minus_1_bar_3_bar_30)
        (pickupable Laptop_bar__minus_00_dot_74_bar__plus_00_dot_68_bar__plus_02_dot_30)
        (objectType TennisRacket_bar__minus_00_dot_58_bar__plus_01_dot_19_bar__minus_01_dot_81 TennisRacketType)
        (inReceptacle TennisRacket_bar__minus_00_dot_58_bar__plus_01_dot_19_bar__minus_01_dot_81 Bed_bar__minus_00_dot_85_bar__minus_00_dot_02_bar__minus_00_dot_36)
        (objectAtLocation TennisRacket_bar__minus_00_dot_58_bar__plus_01_dot_19_bar__minus_01_dot_81 loc_bar_4_bar__minus_1_bar_3_bar_30)
        (pickupable TennisRacket_bar__minus_00_dot_58_bar__plus_01_dot_19_bar__minus_01_dot_81)
        (objectType TennisRacket_bar__plus_01_dot_70_bar__plus_00_dot_57_bar__plus_00_dot_65 TennisRacketType)
        (inReceptacle TennisRacket_bar__plus_01_dot_70_bar__plus_00_dot_57_bar__plus_00_dot_65 Bed_bar__minus_00_dot_85_bar__minus_00_dot_02_bar__minus_00_dot_36)
        (objectAtLocation TennisRacket_bar__plus_01_dot_70_bar__plus_00_dot_57_bar__plus_00_dot_65 loc_bar_4_bar__minus_1_bar_3_bar_30)
        (pickupable TennisRacket_bar__plus_01_dot_70_bar__plus_00_dot_57_bar__plus_00_dot_65)
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
                         (objectType ?o BaseballBatType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
