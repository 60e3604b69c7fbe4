(define (problem plan_trial_T00000000_000001_000220)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        TVStandType - rtype
        ButterKnifeType - otype
        CreditCardType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        StatueType - otype
        VaseType - otype
        KeyChain_bar__minus_01_dot_57_bar__plus_01_dot_33_bar__minus_02_dot_88 - object
        KeyChain_bar__plus_02_dot_44_bar__plus_00_dot_52_bar__plus_01_dot_46 - object
        KeyChain_bar__minus_01_dot_64_bar__plus_00_dot_26_bar__plus_02_dot_26 - object
        CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_61_bar__plus_00_dot_57 - object
        CreditCard_bar__plus_02_dot_74_bar__plus_00_dot_15_bar__plus_01_dot_76 - object
        Laptop_bar__minus_01_dot_21_bar__plus_00_dot_32_bar__minus_01_dot_55 - object
        Laptop_bar__minus_01_dot_48_bar__plus_01_dot_17_bar__plus_02_dot_75 - object
        Pillow_bar__minus_02_dot_30_bar__plus_01_dot_01_bar__plus_00_dot_95 - object
        Statue_bar__plus_02_dot_10_bar__plus_00_dot_75_bar__plus_02_dot_68 - object
        Statue_bar__plus_02_dot_31_bar__plus_01_dot_04_bar__minus_00_dot_87 - object
        Vase_bar__plus_00_dot_07_bar__plus_01_dot_06_bar__minus_01_dot_90 - object
        ArmChair_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__minus_01_dot_49 - receptacle
        CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42 - receptacle
        Drawer_bar__plus_01_dot_52_bar__plus_00_dot_62_bar__minus_00_dot_76 - receptacle
        Shelf_bar__minus_00_dot_20_bar__plus_00_dot_54_bar__plus_01_dot_93 - receptacle
        Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56 - receptacle
        Shelf_bar__minus_01_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_56 - receptacle
        SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17 - receptacle
        Sofa_bar__plus_01_dot_42_bar_00_dot_00_bar__plus_00_dot_39 - receptacle
        TVStand_bar__minus_01_dot_97_bar_00_dot_00_bar__plus_00_dot_56 - receptacle
        loc_bar_10_bar__minus_5_bar_1_bar_30 - location
        loc_bar_3_bar_2_bar_1_bar_30 - location
        loc_bar_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar_5_bar__minus_6_bar_0_bar_30 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_3_bar_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar_3_bar_0_bar_30 - location
        loc_bar__minus_4_bar_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (receptacleType ArmChair_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__minus_01_dot_49 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__minus_01_dot_49 loc_bar__minus_2_bar__minus_4_bar_3_bar_30)
        (receptacleType CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_01_dot_52_bar__plus_00_dot_62_bar__minus_00_dot_76 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_01_dot_52_bar__plus_00_dot_62_bar__minus_00_dot_76 loc_bar_5_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__plus_01_dot_52_bar__plus_00_dot_62_bar__minus_00_dot_76)
        (receptacleType Shelf_bar__minus_00_dot_20_bar__plus_00_dot_54_bar__plus_01_dot_93 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_20_bar__plus_00_dot_54_bar__plus_01_dot_93 loc_bar__minus_3_bar_3_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_56 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_56 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (receptacleType SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_03_dot_58_bar__plus_00_dot_00_bar__minus_01_dot_17 loc_bar_10_bar__minus_5_bar_1_bar_30)
        (receptacleType Sofa_bar__plus_01_dot_42_bar_00_dot_00_bar__plus_00_dot_39 SofaType)
        (receptacleAtLocation Sofa_bar__plus_01_dot_42_bar_00_dot_00_bar__plus_00_dot_39 loc_bar_3_bar_2_bar_1_bar_30)
        (receptacleType TVStand_bar__minus_01_dot_97_bar_00_dot_00_bar__plus_00_dot_56 TVStandType)
        (receptacleAtLocation TVStand_bar__minus_01_dot_97_bar_00_dot_00_bar__plus_00_dot_56 loc_bar__minus_4_bar_2_bar_3_bar_30)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType StatueType)
        (canContain SideTableType VaseType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (objectType KeyChain_bar__minus_01_dot_57_bar__plus_01_dot_33_bar__minus_02_dot_88 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_57_bar__plus_01_dot_33_bar__minus_02_dot_88 Shelf_bar__minus_00_dot_20_bar__plus_00_dot_54_bar__plus_01_dot_93)
        (objectAtLocation KeyChain_bar__minus_01_dot_57_bar__plus_01_dot_33_bar__minus_02_dot_88 loc_bar__minus_3_bar_3_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_57_bar__plus_01_dot_33_bar__minus_02_dot_88)
        (objectType KeyChain_bar__plus_02_dot_44_bar__plus_00_dot_52_bar__plus_01_dot_46 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_44_bar__plus_00_dot_52_bar__plus_01_dot_46 Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56)
        (objectAtLocation KeyChain_bar__plus_02_dot_44_bar__plus_00_dot_52_bar__plus_01_dot_46 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_44_bar__plus_00_dot_52_bar__plus_01_dot_46)
        (objectType KeyChain_bar__minus_01_dot_64_bar__plus_00_dot_26_bar__plus_02_dot_26 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_64_bar__plus_00_dot_26_bar__plus_02_dot_26 Shelf_bar__minus_01_dot_83_bar__plus_00_dot_13_bar__plus_00_dot_56)
        (objectAtLocation KeyChain_bar__minus_01_dot_64_bar__plus_00_dot_26_bar__plus_02_dot_26 loc_bar__minus_3_bar_2_bar_3_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_64_bar__plus_00_dot_26_bar__plus_02_dot_26)
        (objectType CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_61_bar__plus_00_dot_57 CreditCardType)
        (inReceptacle CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_61_bar__plus_00_dot_57 CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_61_bar__plus_00_dot_57 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable CreditCard_bar__minus_00_dot_85_bar__plus_00_dot_61_bar__plus_00_dot_57)
        (objectType CreditCard_bar__plus_02_dot_74_bar__plus_00_dot_15_bar__plus_01_dot_76 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_74_bar__plus_00_dot_15_bar__plus_01_dot_76 Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56)
        (objectAtLocation CreditCard_bar__plus_02_dot_74_bar__plus_00_dot_15_bar__plus_01_dot_76 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_74_bar__plus_00_dot_15_bar__plus_01_dot_76)
        (objectType Laptop_bar__minus_01_dot_21_bar__plus_00_dot_32_bar__minus_01_dot_55 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_21_bar__plus_00_dot_32_bar__minus_01_dot_55 CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation Laptop_bar__minus_01_dot_21_bar__plus_00_dot_32_bar__minus_01_dot_55 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable Laptop_bar__minus_01_dot_21_bar__plus_00_dot_32_bar__minus_01_dot_55)
        (objectType Laptop_bar__minus_01_dot_48_bar__plus_01_dot_17_bar__plus_02_dot_75 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_48_bar__plus_01_dot_17_bar__plus_02_dot_75 CoffeeTable_bar__plus_00_dot_17_bar_00_dot_00_bar__plus_00_dot_42)
        (objectAtLocation Laptop_bar__minus_01_dot_48_bar__plus_01_dot_17_bar__plus_02_dot_75 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable Laptop_bar__minus_01_dot_48_bar__plus_01_dot_17_bar__plus_02_dot_75)
        (objectType Pillow_bar__minus_02_dot_30_bar__plus_01_dot_01_bar__plus_00_dot_95 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_30_bar__plus_01_dot_01_bar__plus_00_dot_95 ArmChair_bar__minus_01_dot_76_bar__plus_00_dot_00_bar__minus_01_dot_49)
        (objectAtLocation Pillow_bar__minus_02_dot_30_bar__plus_01_dot_01_bar__plus_00_dot_95 loc_bar__minus_2_bar__minus_4_bar_3_bar_30)
        (pickupable Pillow_bar__minus_02_dot_30_bar__plus_01_dot_01_bar__plus_00_dot_95)
        (objectType Statue_bar__plus_02_dot_10_bar__plus_00_dot_75_bar__plus_02_dot_68 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_10_bar__plus_00_dot_75_bar__plus_02_dot_68 Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56)
        (objectAtLocation Statue_bar__plus_02_dot_10_bar__plus_00_dot_75_bar__plus_02_dot_68 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Statue_bar__plus_02_dot_10_bar__plus_00_dot_75_bar__plus_02_dot_68)
        (objectType Statue_bar__plus_02_dot_31_bar__plus_01_dot_04_bar__minus_00_dot_87 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_31_bar__plus_01_dot_04_bar__minus_00_dot_87 Shelf_bar__minus_01_dot_82_bar__plus_00_dot_38_bar__plus_00_dot_56)
        (objectAtLocation Statue_bar__plus_02_dot_31_bar__plus_01_dot_04_bar__minus_00_dot_87 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable Statue_bar__plus_02_dot_31_bar__plus_01_dot_04_bar__minus_00_dot_87)
        (objectType Vase_bar__plus_00_dot_07_bar__plus_01_dot_06_bar__minus_01_dot_90 VaseType)
        (inReceptacle Vase_bar__plus_00_dot_07_bar__plus_01_dot_06_bar__minus_01_dot_90 Shelf_bar__minus_00_dot_20_bar__plus_00_dot_54_bar__plus_01_dot_93)
        (objectAtLocation Vase_bar__plus_00_dot_07_bar__plus_01_dot_06_bar__minus_01_dot_90 loc_bar__minus_3_bar_3_bar_0_bar_30)
        (pickupable Vase_bar__plus_00_dot_07_bar__plus_01_dot_06_bar__minus_01_dot_90)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 KeyChainType)
                                    (receptacleType ?r CoffeeTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 KeyChainType)
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
