(define (problem plan_trial_T00000000_000001_000025)
(:domain alfred)
(:objects
        agent1 - agent
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        ButterKnifeType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        StatueType - otype
        VaseType - otype
        Vase_bar__plus_00_dot_14_bar__plus_00_dot_83_bar__minus_00_dot_40 - object
        Vase_bar__minus_00_dot_43_bar__plus_00_dot_96_bar__plus_02_dot_67 - object
        KeyChain_bar__plus_02_dot_40_bar__plus_01_dot_04_bar__plus_00_dot_54 - object
        KeyChain_bar__plus_00_dot_14_bar__plus_00_dot_87_bar__plus_01_dot_07 - object
        Laptop_bar__plus_01_dot_05_bar__plus_00_dot_60_bar__minus_00_dot_04 - object
        Newspaper_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__plus_01_dot_35 - object
        Pillow_bar__minus_01_dot_41_bar__plus_00_dot_77_bar__plus_00_dot_15 - object
        Statue_bar__plus_00_dot_84_bar__plus_00_dot_08_bar__plus_02_dot_82 - object
        Statue_bar__minus_00_dot_59_bar__plus_01_dot_02_bar__minus_02_dot_41 - object
        CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45 - receptacle
        DiningTable_bar__minus_01_dot_40_bar__plus_00_dot_00_bar__plus_01_dot_45 - receptacle
        Drawer_bar__minus_02_dot_56_bar__plus_00_dot_53_bar__plus_04_dot_48 - receptacle
        GarbageCan_bar__minus_00_dot_22_bar__minus_00_dot_01_bar__plus_04_dot_73 - receptacle
        SideTable_bar__minus_02_dot_56_bar__minus_00_dot_01_bar__plus_04_dot_74 - receptacle
        SideTable_bar__minus_03_dot_79_bar__minus_00_dot_01_bar__plus_04_dot_46 - receptacle
        Sofa_bar__minus_03_dot_66_bar__minus_00_dot_02_bar__plus_00_dot_46 - receptacle
        Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43 - receptacle
        loc_bar__minus_10_bar_6_bar_1_bar_30 - location
        loc_bar__minus_11_bar_9_bar_3_bar_30 - location
        loc_bar__minus_12_bar_15_bar_0_bar_30 - location
        loc_bar__minus_12_bar_6_bar_2_bar_30 - location
        loc_bar__minus_13_bar_7_bar_2_bar_30 - location
        loc_bar__minus_18_bar_10_bar_3_bar_30 - location
        loc_bar__minus_19_bar_18_bar_1_bar_30 - location
        loc_bar__minus_5_bar_17_bar_1_bar_30 - location
        loc_bar__minus_6_bar_17_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_12_bar_6_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45 loc_bar__minus_11_bar_9_bar_3_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_40_bar__plus_00_dot_00_bar__plus_01_dot_45 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_40_bar__plus_00_dot_00_bar__plus_01_dot_45 loc_bar__minus_10_bar_6_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_02_dot_56_bar__plus_00_dot_53_bar__plus_04_dot_48 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_56_bar__plus_00_dot_53_bar__plus_04_dot_48 loc_bar__minus_12_bar_15_bar_0_bar_30)
        (openable Drawer_bar__minus_02_dot_56_bar__plus_00_dot_53_bar__plus_04_dot_48)
        (receptacleType GarbageCan_bar__minus_00_dot_22_bar__minus_00_dot_01_bar__plus_04_dot_73 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_22_bar__minus_00_dot_01_bar__plus_04_dot_73 loc_bar__minus_5_bar_17_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_02_dot_56_bar__minus_00_dot_01_bar__plus_04_dot_74 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_02_dot_56_bar__minus_00_dot_01_bar__plus_04_dot_74 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_03_dot_79_bar__minus_00_dot_01_bar__plus_04_dot_46 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_03_dot_79_bar__minus_00_dot_01_bar__plus_04_dot_46 loc_bar__minus_19_bar_18_bar_1_bar_30)
        (receptacleType Sofa_bar__minus_03_dot_66_bar__minus_00_dot_02_bar__plus_00_dot_46 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_66_bar__minus_00_dot_02_bar__plus_00_dot_46 loc_bar__minus_13_bar_7_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43 SofaType)
        (receptacleAtLocation Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType NewspaperType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain GarbageCanType NewspaperType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (objectType Vase_bar__plus_00_dot_14_bar__plus_00_dot_83_bar__minus_00_dot_40 VaseType)
        (inReceptacle Vase_bar__plus_00_dot_14_bar__plus_00_dot_83_bar__minus_00_dot_40 SideTable_bar__minus_03_dot_79_bar__minus_00_dot_01_bar__plus_04_dot_46)
        (objectAtLocation Vase_bar__plus_00_dot_14_bar__plus_00_dot_83_bar__minus_00_dot_40 loc_bar__minus_19_bar_18_bar_1_bar_30)
        (pickupable Vase_bar__plus_00_dot_14_bar__plus_00_dot_83_bar__minus_00_dot_40)
        (objectType Vase_bar__minus_00_dot_43_bar__plus_00_dot_96_bar__plus_02_dot_67 VaseType)
        (inReceptacle Vase_bar__minus_00_dot_43_bar__plus_00_dot_96_bar__plus_02_dot_67 SideTable_bar__minus_02_dot_56_bar__minus_00_dot_01_bar__plus_04_dot_74)
        (objectAtLocation Vase_bar__minus_00_dot_43_bar__plus_00_dot_96_bar__plus_02_dot_67 loc_bar__minus_6_bar_17_bar_3_bar_30)
        (pickupable Vase_bar__minus_00_dot_43_bar__plus_00_dot_96_bar__plus_02_dot_67)
        (objectType KeyChain_bar__plus_02_dot_40_bar__plus_01_dot_04_bar__plus_00_dot_54 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_40_bar__plus_01_dot_04_bar__plus_00_dot_54 Sofa_bar__minus_03_dot_66_bar__minus_00_dot_02_bar__plus_00_dot_46)
        (objectAtLocation KeyChain_bar__plus_02_dot_40_bar__plus_01_dot_04_bar__plus_00_dot_54 loc_bar__minus_13_bar_7_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_40_bar__plus_01_dot_04_bar__plus_00_dot_54)
        (objectType KeyChain_bar__plus_00_dot_14_bar__plus_00_dot_87_bar__plus_01_dot_07 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_14_bar__plus_00_dot_87_bar__plus_01_dot_07 DiningTable_bar__minus_01_dot_40_bar__plus_00_dot_00_bar__plus_01_dot_45)
        (objectAtLocation KeyChain_bar__plus_00_dot_14_bar__plus_00_dot_87_bar__plus_01_dot_07 loc_bar__minus_10_bar_6_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_14_bar__plus_00_dot_87_bar__plus_01_dot_07)
        (objectType Laptop_bar__plus_01_dot_05_bar__plus_00_dot_60_bar__minus_00_dot_04 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_05_bar__plus_00_dot_60_bar__minus_00_dot_04 Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43)
        (objectAtLocation Laptop_bar__plus_01_dot_05_bar__plus_00_dot_60_bar__minus_00_dot_04 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (pickupable Laptop_bar__plus_01_dot_05_bar__plus_00_dot_60_bar__minus_00_dot_04)
        (objectType Newspaper_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__plus_01_dot_35 NewspaperType)
        (inReceptacle Newspaper_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__plus_01_dot_35 DiningTable_bar__minus_01_dot_40_bar__plus_00_dot_00_bar__plus_01_dot_45)
        (objectAtLocation Newspaper_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__plus_01_dot_35 loc_bar__minus_10_bar_6_bar_1_bar_30)
        (pickupable Newspaper_bar__minus_00_dot_81_bar__plus_00_dot_96_bar__plus_01_dot_35)
        (objectType Pillow_bar__minus_01_dot_41_bar__plus_00_dot_77_bar__plus_00_dot_15 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_41_bar__plus_00_dot_77_bar__plus_00_dot_15 Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43)
        (objectAtLocation Pillow_bar__minus_01_dot_41_bar__plus_00_dot_77_bar__plus_00_dot_15 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (pickupable Pillow_bar__minus_01_dot_41_bar__plus_00_dot_77_bar__plus_00_dot_15)
        (objectType Statue_bar__plus_00_dot_84_bar__plus_00_dot_08_bar__plus_02_dot_82 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_84_bar__plus_00_dot_08_bar__plus_02_dot_82 DiningTable_bar__minus_01_dot_40_bar__plus_00_dot_00_bar__plus_01_dot_45)
        (objectAtLocation Statue_bar__plus_00_dot_84_bar__plus_00_dot_08_bar__plus_02_dot_82 loc_bar__minus_10_bar_6_bar_1_bar_30)
        (pickupable Statue_bar__plus_00_dot_84_bar__plus_00_dot_08_bar__plus_02_dot_82)
        (objectType Statue_bar__minus_00_dot_59_bar__plus_01_dot_02_bar__minus_02_dot_41 StatueType)
        (inReceptacle Statue_bar__minus_00_dot_59_bar__plus_01_dot_02_bar__minus_02_dot_41 CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45)
        (objectAtLocation Statue_bar__minus_00_dot_59_bar__plus_01_dot_02_bar__minus_02_dot_41 loc_bar__minus_11_bar_9_bar_3_bar_30)
        (pickupable Statue_bar__minus_00_dot_59_bar__plus_01_dot_02_bar__minus_02_dot_41)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o VaseType)
                            (receptacleType ?r DiningTableType)
                        )
                    )
                )
            )
        )
    )
