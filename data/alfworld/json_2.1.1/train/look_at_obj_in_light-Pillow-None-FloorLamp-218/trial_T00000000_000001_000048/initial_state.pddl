(define (problem plan_trial_T00000000_000001_000048)
(:domain alfred)
(:objects
        agent1 - agent
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CellPhoneType - otype
        CreditCardType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        NewspaperType - otype
        PillowType - otype
        PlateType - otype
        StatueType - otype
        WateringCanType - otype
        FloorLamp_bar__plus_00_dot_35_bar__plus_00_dot_64_bar__minus_02_dot_56 - object
        Pillow_bar__minus_02_dot_32_bar__plus_01_dot_02_bar__plus_01_dot_35 - object
        Pillow_bar__minus_00_dot_65_bar__plus_01_dot_31_bar__minus_02_dot_11 - object
        Box_bar__plus_00_dot_77_bar__plus_00_dot_90_bar__plus_02_dot_13 - object
        Box_bar__plus_02_dot_53_bar__plus_00_dot_92_bar__minus_01_dot_49 - object
        CellPhone_bar__minus_02_dot_82_bar__plus_00_dot_87_bar__plus_00_dot_83 - object
        CreditCard_bar__plus_02_dot_56_bar__plus_00_dot_27_bar__minus_02_dot_57 - object
        CreditCard_bar__minus_02_dot_33_bar__plus_00_dot_72_bar__plus_01_dot_25 - object
        KeyChain_bar__minus_00_dot_96_bar__plus_01_dot_11_bar__plus_02_dot_71 - object
        Newspaper_bar__plus_00_dot_02_bar__plus_00_dot_16_bar__minus_00_dot_37 - object
        Newspaper_bar__plus_01_dot_07_bar__plus_00_dot_75_bar__plus_01_dot_91 - object
        Plate_bar__plus_01_dot_33_bar__plus_01_dot_12_bar__plus_02_dot_39 - object
        Plate_bar__plus_00_dot_78_bar__plus_01_dot_44_bar__plus_00_dot_98 - object
        Statue_bar__minus_01_dot_25_bar__plus_00_dot_97_bar__plus_00_dot_28 - object
        Statue_bar__plus_02_dot_12_bar__plus_00_dot_47_bar__plus_01_dot_54 - object
        WateringCan_bar__plus_02_dot_52_bar__plus_01_dot_35_bar__minus_00_dot_19 - object
        WateringCan_bar__minus_01_dot_46_bar__plus_01_dot_12_bar__plus_02_dot_25 - object
        CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53 - receptacle
        DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32 - receptacle
        Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10 - receptacle
        Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71 - receptacle
        GarbageCan_bar__minus_07_dot_10_bar_00_dot_00_bar__plus_02_dot_29 - receptacle
        SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64 - receptacle
        SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64 - receptacle
        Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28 - receptacle
        loc_bar_0_bar_12_bar_0_bar_30 - location
        loc_bar_0_bar_13_bar_1_bar_30 - location
        loc_bar_0_bar_16_bar_1_bar_30 - location
        loc_bar_0_bar_9_bar_0_bar_30 - location
        loc_bar_3_bar_20_bar_2_bar_30 - location
        loc_bar_3_bar_23_bar_0_bar_30 - location
        loc_bar_9_bar_1_bar_2_bar_30 - location
        loc_bar__minus_10_bar_8_bar_3_bar_30 - location
        loc_bar__minus_26_bar_13_bar_2_bar_30 - location
        loc_bar__minus_26_bar_20_bar_1_bar_30 - location
        loc_bar__minus_2_bar_9_bar_3_bar_30 - location
        loc_bar__minus_4_bar_15_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_9_bar_1_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (receptacleType DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32 loc_bar_0_bar_9_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10 loc_bar_0_bar_12_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_04_dot_10)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32 loc_bar_0_bar_13_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_03_dot_32)
        (receptacleType Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10 loc_bar_0_bar_16_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10)
        (receptacleType Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71 DresserType)
        (receptacleAtLocation Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71 loc_bar_3_bar_20_bar_2_bar_30)
        (receptacleType GarbageCan_bar__minus_07_dot_10_bar_00_dot_00_bar__plus_02_dot_29 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_07_dot_10_bar_00_dot_00_bar__plus_02_dot_29 loc_bar__minus_26_bar_13_bar_2_bar_30)
        (receptacleType SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64 loc_bar_3_bar_23_bar_0_bar_30)
        (receptacleType SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64 loc_bar__minus_10_bar_8_bar_3_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CellPhoneType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType PlateType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CellPhoneType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType WateringCanType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CellPhoneType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType WateringCanType)
        (canContain DresserType BoxType)
        (canContain DresserType CellPhoneType)
        (canContain DresserType CreditCardType)
        (canContain DresserType KeyChainType)
        (canContain DresserType NewspaperType)
        (canContain DresserType PlateType)
        (canContain DresserType StatueType)
        (canContain DresserType WateringCanType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType NewspaperType)
        (canContain MicrowaveType PlateType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CellPhoneType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType PlateType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WateringCanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SofaType BoxType)
        (canContain SofaType CellPhoneType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (objectType FloorLamp_bar__plus_00_dot_35_bar__plus_00_dot_64_bar__minus_02_dot_56 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_00_dot_35_bar__plus_00_dot_64_bar__minus_02_dot_56 SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64)
        (objectAtLocation FloorLamp_bar__plus_00_dot_35_bar__plus_00_dot_64_bar__minus_02_dot_56 loc_bar__minus_10_bar_8_bar_3_bar_30)
        (toggleable FloorLamp_bar__plus_00_dot_35_bar__plus_00_dot_64_bar__minus_02_dot_56)
        (objectType Pillow_bar__minus_02_dot_32_bar__plus_01_dot_02_bar__plus_01_dot_35 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_32_bar__plus_01_dot_02_bar__plus_01_dot_35 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28)
        (objectAtLocation Pillow_bar__minus_02_dot_32_bar__plus_01_dot_02_bar__plus_01_dot_35 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable Pillow_bar__minus_02_dot_32_bar__plus_01_dot_02_bar__plus_01_dot_35)
        (objectType Pillow_bar__minus_00_dot_65_bar__plus_01_dot_31_bar__minus_02_dot_11 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_65_bar__plus_01_dot_31_bar__minus_02_dot_11 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28)
        (objectAtLocation Pillow_bar__minus_00_dot_65_bar__plus_01_dot_31_bar__minus_02_dot_11 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable Pillow_bar__minus_00_dot_65_bar__plus_01_dot_31_bar__minus_02_dot_11)
        (objectType Box_bar__plus_00_dot_77_bar__plus_00_dot_90_bar__plus_02_dot_13 BoxType)
        (inReceptacle Box_bar__plus_00_dot_77_bar__plus_00_dot_90_bar__plus_02_dot_13 Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71)
        (objectAtLocation Box_bar__plus_00_dot_77_bar__plus_00_dot_90_bar__plus_02_dot_13 loc_bar_3_bar_20_bar_2_bar_30)
        (pickupable Box_bar__plus_00_dot_77_bar__plus_00_dot_90_bar__plus_02_dot_13)
        (isReceptacleObject Box_bar__plus_00_dot_77_bar__plus_00_dot_90_bar__plus_02_dot_13)
        (objectType Box_bar__plus_02_dot_53_bar__plus_00_dot_92_bar__minus_01_dot_49 BoxType)
        (inReceptacle Box_bar__plus_02_dot_53_bar__plus_00_dot_92_bar__minus_01_dot_49 Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71)
        (objectAtLocation Box_bar__plus_02_dot_53_bar__plus_00_dot_92_bar__minus_01_dot_49 loc_bar_3_bar_20_bar_2_bar_30)
        (pickupable Box_bar__plus_02_dot_53_bar__plus_00_dot_92_bar__minus_01_dot_49)
        (isReceptacleObject Box_bar__plus_02_dot_53_bar__plus_00_dot_92_bar__minus_01_dot_49)
        (objectType CellPhone_bar__minus_02_dot_82_bar__plus_00_dot_87_bar__plus_00_dot_83 CellPhoneType)
        (inReceptacle CellPhone_bar__minus_02_dot_82_bar__plus_00_dot_87_bar__plus_00_dot_83 DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91)
        (objectAtLocation CellPhone_bar__minus_02_dot_82_bar__plus_00_dot_87_bar__plus_00_dot_83 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable CellPhone_bar__minus_02_dot_82_bar__plus_00_dot_87_bar__plus_00_dot_83)
        (objectType CreditCard_bar__plus_02_dot_56_bar__plus_00_dot_27_bar__minus_02_dot_57 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_56_bar__plus_00_dot_27_bar__minus_02_dot_57 DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91)
        (objectAtLocation CreditCard_bar__plus_02_dot_56_bar__plus_00_dot_27_bar__minus_02_dot_57 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_56_bar__plus_00_dot_27_bar__minus_02_dot_57)
        (objectType CreditCard_bar__minus_02_dot_33_bar__plus_00_dot_72_bar__plus_01_dot_25 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_33_bar__plus_00_dot_72_bar__plus_01_dot_25 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_03_dot_28)
        (objectAtLocation CreditCard_bar__minus_02_dot_33_bar__plus_00_dot_72_bar__plus_01_dot_25 loc_bar__minus_4_bar_15_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_33_bar__plus_00_dot_72_bar__plus_01_dot_25)
        (objectType KeyChain_bar__minus_00_dot_96_bar__plus_01_dot_11_bar__plus_02_dot_71 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_96_bar__plus_01_dot_11_bar__plus_02_dot_71 SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64)
        (objectAtLocation KeyChain_bar__minus_00_dot_96_bar__plus_01_dot_11_bar__plus_02_dot_71 loc_bar_3_bar_23_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_96_bar__plus_01_dot_11_bar__plus_02_dot_71)
        (objectType Newspaper_bar__plus_00_dot_02_bar__plus_00_dot_16_bar__minus_00_dot_37 NewspaperType)
        (inReceptacle Newspaper_bar__plus_00_dot_02_bar__plus_00_dot_16_bar__minus_00_dot_37 Drawer_bar__plus_00_dot_74_bar__plus_00_dot_67_bar__plus_04_dot_10)
        (objectAtLocation Newspaper_bar__plus_00_dot_02_bar__plus_00_dot_16_bar__minus_00_dot_37 loc_bar_0_bar_16_bar_1_bar_30)
        (pickupable Newspaper_bar__plus_00_dot_02_bar__plus_00_dot_16_bar__minus_00_dot_37)
        (objectType Newspaper_bar__plus_01_dot_07_bar__plus_00_dot_75_bar__plus_01_dot_91 NewspaperType)
        (inReceptacle Newspaper_bar__plus_01_dot_07_bar__plus_00_dot_75_bar__plus_01_dot_91 CoffeeTable_bar__minus_01_dot_55_bar__plus_00_dot_02_bar__plus_02_dot_53)
        (objectAtLocation Newspaper_bar__plus_01_dot_07_bar__plus_00_dot_75_bar__plus_01_dot_91 loc_bar__minus_2_bar_9_bar_3_bar_30)
        (pickupable Newspaper_bar__plus_01_dot_07_bar__plus_00_dot_75_bar__plus_01_dot_91)
        (objectType Plate_bar__plus_01_dot_33_bar__plus_01_dot_12_bar__plus_02_dot_39 PlateType)
        (inReceptacle Plate_bar__plus_01_dot_33_bar__plus_01_dot_12_bar__plus_02_dot_39 DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91)
        (objectAtLocation Plate_bar__plus_01_dot_33_bar__plus_01_dot_12_bar__plus_02_dot_39 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable Plate_bar__plus_01_dot_33_bar__plus_01_dot_12_bar__plus_02_dot_39)
        (cleanable Plate_bar__plus_01_dot_33_bar__plus_01_dot_12_bar__plus_02_dot_39)
        (heatable Plate_bar__plus_01_dot_33_bar__plus_01_dot_12_bar__plus_02_dot_39)
        (coolable Plate_bar__plus_01_dot_33_bar__plus_01_dot_12_bar__plus_02_dot_39)
        (isReceptacleObject Plate_bar__plus_01_dot_33_bar__plus_01_dot_12_bar__plus_02_dot_39)
        (objectType Plate_bar__plus_00_dot_78_bar__plus_01_dot_44_bar__plus_00_dot_98 PlateType)
        (inReceptacle Plate_bar__plus_00_dot_78_bar__plus_01_dot_44_bar__plus_00_dot_98 DiningTable_bar__minus_05_dot_64_bar_00_dot_00_bar__plus_04_dot_91)
        (objectAtLocation Plate_bar__plus_00_dot_78_bar__plus_01_dot_44_bar__plus_00_dot_98 loc_bar__minus_26_bar_20_bar_1_bar_30)
        (pickupable Plate_bar__plus_00_dot_78_bar__plus_01_dot_44_bar__plus_00_dot_98)
        (cleanable Plate_bar__plus_00_dot_78_bar__plus_01_dot_44_bar__plus_00_dot_98)
        (heatable Plate_bar__plus_00_dot_78_bar__plus_01_dot_44_bar__plus_00_dot_98)
        (coolable Plate_bar__plus_00_dot_78_bar__plus_01_dot_44_bar__plus_00_dot_98)
        (isReceptacleObject Plate_bar__plus_00_dot_78_bar__plus_01_dot_44_bar__plus_00_dot_98)
        (objectType Statue_bar__minus_01_dot_25_bar__plus_00_dot_97_bar__plus_00_dot_28 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_25_bar__plus_00_dot_97_bar__plus_00_dot_28 Dresser_bar__plus_00_dot_85_bar__plus_00_dot_00_bar__plus_03_dot_71)
        (objectAtLocation Statue_bar__minus_01_dot_25_bar__plus_00_dot_97_bar__plus_00_dot_28 loc_bar_3_bar_20_bar_2_bar_30)
        (pickupable Statue_bar__minus_01_dot_25_bar__plus_00_dot_97_bar__plus_00_dot_28)
        (objectType Statue_bar__plus_02_dot_12_bar__plus_00_dot_47_bar__plus_01_dot_54 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_12_bar__plus_00_dot_47_bar__plus_01_dot_54 SideTable_bar__plus_00_dot_73_bar__plus_00_dot_00_bar__plus_06_dot_64)
        (objectAtLocation Statue_bar__plus_02_dot_12_bar__plus_00_dot_47_bar__plus_01_dot_54 loc_bar_3_bar_23_bar_0_bar_30)
        (pickupable Statue_bar__plus_02_dot_12_bar__plus_00_dot_47_bar__plus_01_dot_54)
        (objectType WateringCan_bar__plus_02_dot_52_bar__plus_01_dot_35_bar__minus_00_dot_19 WateringCanType)
        (inReceptacle WateringCan_bar__plus_02_dot_52_bar__plus_01_dot_35_bar__minus_00_dot_19 SideTable_bar__minus_03_dot_41_bar__plus_00_dot_00_bar__plus_01_dot_64)
        (objectAtLocation WateringCan_bar__plus_02_dot_52_bar__plus_01_dot_35_bar__minus_00_dot_19 loc_bar__minus_10_bar_8_bar_3_bar_30)
        (pickupable WateringCan_bar__plus_02_dot_52_bar__plus_01_dot_35_bar__minus_00_dot_19)
        (objectType WateringCan_bar__minus_01_dot_46_bar__plus_01_dot_12_bar__plus_02_dot_25 WateringCanType)
        (inReceptacle WateringCan_bar__minus_01_dot_46_bar__plus_01_dot_12_bar__plus_02_dot_25 Drawer_bar__plus_00_dot_74_bar__plus_00_dot_23_bar__plus_03_dot_32)
        (objectAtLocation WateringCan_bar__minus_01_dot_46_bar__plus_01_dot_12_bar__plus_02_dot_25 loc_bar_0_bar_9_bar_0_bar_30)
        (pickupable WateringCan_bar__minus_01_dot_46_bar__plus_01_dot_12_bar__plus_02_dot_25)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot FloorLampType)
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
                         (objectType ?o PillowType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
