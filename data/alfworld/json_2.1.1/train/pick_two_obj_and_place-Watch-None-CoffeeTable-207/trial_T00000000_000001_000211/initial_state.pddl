(define (problem plan_trial_T00000000_000001_000211)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BoxType - otype
        ButterKnifeType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        VaseType - otype
        WatchType - otype
        Watch_bar__minus_00_dot_88_bar__plus_00_dot_29_bar__plus_01_dot_49 - object
        Watch_bar__plus_01_dot_12_bar__plus_01_dot_43_bar__minus_01_dot_03 - object
        Box_bar__minus_02_dot_45_bar__plus_01_dot_48_bar__plus_01_dot_07 - object
        Box_bar__plus_02_dot_86_bar__plus_00_dot_86_bar__plus_01_dot_57 - object
        KeyChain_bar__plus_02_dot_15_bar__plus_00_dot_81_bar__minus_02_dot_51 - object
        KeyChain_bar__plus_00_dot_58_bar__plus_00_dot_63_bar__minus_02_dot_76 - object
        Laptop_bar__minus_00_dot_48_bar__plus_01_dot_08_bar__minus_00_dot_55 - object
        Laptop_bar__minus_02_dot_36_bar__plus_00_dot_45_bar__minus_02_dot_24 - object
        Pillow_bar__minus_02_dot_06_bar__plus_00_dot_15_bar__minus_01_dot_78 - object
        RemoteControl_bar__plus_01_dot_86_bar__plus_01_dot_20_bar__plus_01_dot_31 - object
        Statue_bar__plus_01_dot_43_bar__plus_00_dot_87_bar__minus_02_dot_71 - object
        Statue_bar__plus_02_dot_45_bar__plus_00_dot_41_bar__minus_02_dot_94 - object
        Vase_bar__minus_00_dot_31_bar__plus_00_dot_64_bar__plus_02_dot_78 - object
        Vase_bar__minus_00_dot_58_bar__plus_01_dot_20_bar__plus_02_dot_73 - object
        ArmChair_bar__plus_00_dot_40_bar__plus_00_dot_00_bar__plus_02_dot_19 - receptacle
        CoffeeTable_bar__minus_00_dot_15_bar_00_dot_00_bar__plus_00_dot_42 - receptacle
        CoffeeTable_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_01_dot_82 - receptacle
        Shelf_bar__plus_01_dot_51_bar__plus_00_dot_17_bar__minus_00_dot_13 - receptacle
        Shelf_bar__plus_01_dot_53_bar__plus_00_dot_47_bar__minus_00_dot_13 - receptacle
        Shelf_bar__plus_01_dot_56_bar__plus_00_dot_56_bar__plus_00_dot_60 - receptacle
        Shelf_bar__plus_01_dot_67_bar__plus_00_dot_17_bar__plus_00_dot_24 - receptacle
        Shelf_bar__minus_01_dot_83_bar__plus_01_dot_32_bar__minus_01_dot_61 - receptacle
        Shelf_bar__minus_01_dot_83_bar__plus_01_dot_62_bar__minus_01_dot_61 - receptacle
        Sofa_bar__minus_01_dot_45_bar__minus_00_dot_03_bar__plus_00_dot_42 - receptacle
        loc_bar_2_bar_0_bar_1_bar_30 - location
        loc_bar_2_bar_1_bar_1_bar_30 - location
        loc_bar_2_bar_4_bar_0_bar_30 - location
        loc_bar_3_bar_1_bar_1_bar_30 - location
        loc_bar_3_bar__minus_1_bar_1_bar_30 - location
        loc_bar_4_bar_2_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_5_bar_3_bar_0 - location
        loc_bar__minus_3_bar_6_bar_3_bar_30 - location
        loc_bar__minus_5_bar__minus_5_bar_0_bar_30 - location
        loc_bar__minus_5_bar__minus_6_bar_3_bar_0 - location
        loc_bar__minus_7_bar_12_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar_12_bar_1_bar_30)
        (receptacleType ArmChair_bar__plus_00_dot_40_bar__plus_00_dot_00_bar__plus_02_dot_19 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_00_dot_40_bar__plus_00_dot_00_bar__plus_02_dot_19 loc_bar_2_bar_4_bar_0_bar_30)
        (receptacleType CoffeeTable_bar__minus_00_dot_15_bar_00_dot_00_bar__plus_00_dot_42 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_00_dot_15_bar_00_dot_00_bar__plus_00_dot_42 loc_bar_4_bar_2_bar_3_bar_30)
        (receptacleType CoffeeTable_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_01_dot_82 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_01_dot_82 loc_bar__minus_3_bar_6_bar_3_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_51_bar__plus_00_dot_17_bar__minus_00_dot_13 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_51_bar__plus_00_dot_17_bar__minus_00_dot_13 loc_bar_2_bar_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_53_bar__plus_00_dot_47_bar__minus_00_dot_13 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_53_bar__plus_00_dot_47_bar__minus_00_dot_13 loc_bar_3_bar__minus_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_56_bar__plus_00_dot_56_bar__plus_00_dot_60 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_56_bar__plus_00_dot_56_bar__plus_00_dot_60 loc_bar_3_bar_1_bar_1_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_67_bar__plus_00_dot_17_bar__plus_00_dot_24 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_67_bar__plus_00_dot_17_bar__plus_00_dot_24 loc_bar_2_bar_0_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_83_bar__plus_01_dot_32_bar__minus_01_dot_61 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_83_bar__plus_01_dot_32_bar__minus_01_dot_61 loc_bar__minus_5_bar__minus_6_bar_3_bar_0)
        (receptacleType Shelf_bar__minus_01_dot_83_bar__plus_01_dot_62_bar__minus_01_dot_61 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_83_bar__plus_01_dot_62_bar__minus_01_dot_61 loc_bar__minus_2_bar__minus_5_bar_3_bar_0)
        (receptacleType Sofa_bar__minus_01_dot_45_bar__minus_00_dot_03_bar__plus_00_dot_42 SofaType)
        (receptacleAtLocation Sofa_bar__minus_01_dot_45_bar__minus_00_dot_03_bar__plus_00_dot_42 loc_bar__minus_5_bar__minus_5_bar_0_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WatchType)
        (canContain ShelfType BoxType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain ShelfType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType Watch_bar__minus_00_dot_88_bar__plus_00_dot_29_bar__plus_01_dot_49 WatchType)
        (inReceptacle Watch_bar__minus_00_dot_88_bar__plus_00_dot_29_bar__plus_01_dot_49 Shelf_bar__minus_01_dot_83_bar__plus_01_dot_32_bar__minus_01_dot_61)
        (objectAtLocation Watch_bar__minus_00_dot_88_bar__plus_00_dot_29_bar__plus_01_dot_49 loc_bar__minus_5_bar__minus_6_bar_3_bar_0)
        (pickupable Watch_bar__minus_00_dot_88_bar__plus_00_dot_29_bar__plus_01_dot_49)
        (objectType Watch_bar__plus_01_dot_12_bar__plus_01_dot_43_bar__minus_01_dot_03 WatchType)
        (inReceptacle Watch_bar__plus_01_dot_12_bar__plus_01_dot_43_bar__minus_01_dot_03 Shelf_bar__minus_01_dot_83_bar__plus_01_dot_62_bar__minus_01_dot_61)
        (objectAtLocation Watch_bar__plus_01_dot_12_bar__plus_01_dot_43_bar__minus_01_dot_03 loc_bar__minus_2_bar__minus_5_bar_3_bar_0)
        (pickupable Watch_bar__plus_01_dot_12_bar__plus_01_dot_43_bar__minus_01_dot_03)
        (objectType Box_bar__minus_02_dot_45_bar__plus_01_dot_48_bar__plus_01_dot_07 BoxType)
        (inReceptacle Box_bar__minus_02_dot_45_bar__plus_01_dot_48_bar__plus_01_dot_07 Shelf_bar__plus_01_dot_67_bar__plus_00_dot_17_bar__plus_00_dot_24)
        (objectAtLocation Box_bar__minus_02_dot_45_bar__plus_01_dot_48_bar__plus_01_dot_07 loc_bar_2_bar_0_bar_1_bar_30)
        (pickupable Box_bar__minus_02_dot_45_bar__plus_01_dot_48_bar__plus_01_dot_07)
        (isReceptacleObject Box_bar__minus_02_dot_45_bar__plus_01_dot_48_bar__plus_01_dot_07)
        (objectType Box_bar__plus_02_dot_86_bar__plus_00_dot_86_bar__plus_01_dot_57 BoxType)
        (inReceptacle Box_bar__plus_02_dot_86_bar__plus_00_dot_86_bar__plus_01_dot_57 Sofa_bar__minus_01_dot_45_bar__minus_00_dot_03_bar__plus_00_dot_42)
        (objectAtLocation Box_bar__plus_02_dot_86_bar__plus_00_dot_86_bar__plus_01_dot_57 loc_bar__minus_5_bar__minus_5_bar_0_bar_30)
        (pickupable Box_bar__plus_02_dot_86_bar__plus_00_dot_86_bar__plus_01_dot_57)
        (isReceptacleObject Box_bar__plus_02_dot_86_bar__plus_00_dot_86_bar__plus_01_dot_57)
        (objectType KeyChain_bar__plus_02_dot_15_bar__plus_00_dot_81_bar__minus_02_dot_51 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_15_bar__plus_00_dot_81_bar__minus_02_dot_51 CoffeeTable_bar__minus_01_dot_57_bar__plus_00_dot_00_bar__plus_01_dot_82)
        (objectAtLocation KeyChain_bar__plus_02_dot_15_bar__plus_00_dot_81_bar__minus_02_dot_51 loc_bar__minus_3_bar_6_bar_3_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_15_bar__plus_00_dot_81_bar__minus_02_dot_51)
        (objectType KeyChain_bar__plus_00_dot_58_bar__plus_00_dot_63_bar__minus_02_dot_76 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_58_bar__plus_00_dot_63_bar__minus_02_dot_76 Shelf_bar__plus_01_dot_51_bar__plus_00_dot_17_bar__minus_00_dot_13)
        (objectAtLocation KeyChain_bar__plus_00_dot_58_bar__plus_00_dot_63_bar__minus_02_dot_76 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_58_bar__plus_00_dot_63_bar__minus_02_dot_76)
        (objectType Laptop_bar__minus_00_dot_48_bar__plus_01_dot_08_bar__minus_00_dot_55 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_48_bar__plus_01_dot_08_bar__minus_00_dot_55 CoffeeTable_bar__minus_00_dot_15_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation Laptop_bar__minus_00_dot_48_bar__plus_01_dot_08_bar__minus_00_dot_55 loc_bar_4_bar_2_bar_3_bar_30)
        (pickupable Laptop_bar__minus_00_dot_48_bar__plus_01_dot_08_bar__minus_00_dot_55)
        (objectType Laptop_bar__minus_02_dot_36_bar__plus_00_dot_45_bar__minus_02_dot_24 LaptopType)
        (inReceptacle Laptop_bar__minus_02_dot_36_bar__plus_00_dot_45_bar__minus_02_dot_24 CoffeeTable_bar__minus_00_dot_15_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation Laptop_bar__minus_02_dot_36_bar__plus_00_dot_45_bar__minus_02_dot_24 loc_bar_4_bar_2_bar_3_bar_30)
        (pickupable Laptop_bar__minus_02_dot_36_bar__plus_00_dot_45_bar__minus_02_dot_24)
        (objectType Pillow_bar__minus_02_dot_06_bar__plus_00_dot_15_bar__minus_01_dot_78 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_06_bar__plus_00_dot_15_bar__minus_01_dot_78 ArmChair_bar__plus_00_dot_40_bar__plus_00_dot_00_bar__plus_02_dot_19)
        (objectAtLocation Pillow_bar__minus_02_dot_06_bar__plus_00_dot_15_bar__minus_01_dot_78 loc_bar_2_bar_4_bar_0_bar_30)
        (pickupable Pillow_bar__minus_02_dot_06_bar__plus_00_dot_15_bar__minus_01_dot_78)
        (objectType RemoteControl_bar__plus_01_dot_86_bar__plus_01_dot_20_bar__plus_01_dot_31 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_86_bar__plus_01_dot_20_bar__plus_01_dot_31 Shelf_bar__plus_01_dot_67_bar__plus_00_dot_17_bar__plus_00_dot_24)
        (objectAtLocation RemoteControl_bar__plus_01_dot_86_bar__plus_01_dot_20_bar__plus_01_dot_31 loc_bar_2_bar_0_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_86_bar__plus_01_dot_20_bar__plus_01_dot_31)
        (objectType Statue_bar__plus_01_dot_43_bar__plus_00_dot_87_bar__minus_02_dot_71 StatueType)
        (inReceptacle Statue_bar__plus_01_dot_43_bar__plus_00_dot_87_bar__minus_02_dot_71 Shelf_bar__minus_01_dot_83_bar__plus_01_dot_62_bar__minus_01_dot_61)
        (objectAtLocation Statue_bar__plus_01_dot_43_bar__plus_00_dot_87_bar__minus_02_dot_71 loc_bar__minus_2_bar__minus_5_bar_3_bar_0)
        (pickupable Statue_bar__plus_01_dot_43_bar__plus_00_dot_87_bar__minus_02_dot_71)
        (objectType Statue_bar__plus_02_dot_45_bar__plus_00_dot_41_bar__minus_02_dot_94 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_45_bar__plus_00_dot_41_bar__minus_02_dot_94 Shelf_bar__minus_01_dot_83_bar__plus_01_dot_32_bar__minus_01_dot_61)
        (objectAtLocation Statue_bar__plus_02_dot_45_bar__plus_00_dot_41_bar__minus_02_dot_94 loc_bar__minus_5_bar__minus_6_bar_3_bar_0)
        (pickupable Statue_bar__plus_02_dot_45_bar__plus_00_dot_41_bar__minus_02_dot_94)
        (objectType Vase_bar__minus_00_dot_31_bar__plus_00_dot_64_bar__plus_02_dot_78 VaseType)
        (inReceptacle Vase_bar__minus_00_dot_31_bar__plus_00_dot_64_bar__plus_02_dot_78 Shelf_bar__plus_01_dot_51_bar__plus_00_dot_17_bar__minus_00_dot_13)
        (objectAtLocation Vase_bar__minus_00_dot_31_bar__plus_00_dot_64_bar__plus_02_dot_78 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable Vase_bar__minus_00_dot_31_bar__plus_00_dot_64_bar__plus_02_dot_78)
        (objectType Vase_bar__minus_00_dot_58_bar__plus_01_dot_20_bar__plus_02_dot_73 VaseType)
        (inReceptacle Vase_bar__minus_00_dot_58_bar__plus_01_dot_20_bar__plus_02_dot_73 Shelf_bar__plus_01_dot_51_bar__plus_00_dot_17_bar__minus_00_dot_13)
        (objectAtLocation Vase_bar__minus_00_dot_58_bar__plus_01_dot_20_bar__plus_02_dot_73 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable Vase_bar__minus_00_dot_58_bar__plus_01_dot_20_bar__plus_02_dot_73)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 WatchType)
                                    (receptacleType ?r CoffeeTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 WatchType)
                                            (receptacleType ?r CoffeeTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
