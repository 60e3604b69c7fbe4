(define (problem plan_trial_T00000000_000001_000213)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CabinetType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        StatueType - otype
        VaseType - otype
        Newspaper_bar__minus_01_dot_62_bar__plus_01_dot_41_bar__minus_01_dot_11 - object
        Newspaper_bar__plus_00_dot_96_bar__plus_01_dot_24_bar__plus_01_dot_39 - object
        Box_bar__minus_00_dot_57_bar__plus_01_dot_13_bar__minus_00_dot_89 - object
        CreditCard_bar__minus_01_dot_26_bar__plus_00_dot_32_bar__plus_00_dot_70 - object
        CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_83_bar__minus_00_dot_74 - object
        KeyChain_bar__plus_02_dot_06_bar__plus_01_dot_48_bar__minus_01_dot_87 - object
        Laptop_bar__plus_02_dot_54_bar__plus_00_dot_59_bar__minus_02_dot_30 - object
        Laptop_bar__plus_01_dot_59_bar__plus_00_dot_40_bar__plus_02_dot_20 - object
        Pillow_bar__plus_01_dot_03_bar__plus_00_dot_15_bar__plus_01_dot_23 - object
        Statue_bar__minus_00_dot_74_bar__plus_00_dot_36_bar__minus_01_dot_69 - object
        Statue_bar__minus_00_dot_79_bar__plus_01_dot_01_bar__plus_00_dot_34 - object
        Vase_bar__minus_02_dot_54_bar__plus_00_dot_33_bar__minus_00_dot_72 - object
        ArmChair_bar__minus_01_dot_01_bar__plus_00_dot_02_bar__plus_02_dot_08 - receptacle
        Cabinet_bar__minus_02_dot_47_bar__plus_01_dot_33_bar__plus_05_dot_03 - receptacle
        Cabinet_bar__minus_05_dot_85_bar__plus_01_dot_33_bar__plus_05_dot_03 - receptacle
        Drawer_bar__minus_01_dot_09_bar__plus_00_dot_23_bar__plus_00_dot_46 - receptacle
        Drawer_bar__minus_06_dot_33_bar__plus_00_dot_51_bar__plus_05_dot_00 - receptacle
        Shelf_bar__minus_00_dot_81_bar__plus_01_dot_69_bar__plus_00_dot_19 - receptacle
        Shelf_bar__minus_02_dot_22_bar__plus_00_dot_45_bar__plus_05_dot_17 - receptacle
        Sofa_bar__minus_03_dot_33_bar__plus_00_dot_02_bar__plus_03_dot_63 - receptacle
        loc_bar__minus_11_bar_18_bar_0_bar_30 - location
        loc_bar__minus_13_bar_10_bar_0_bar_30 - location
        loc_bar__minus_25_bar_18_bar_0_bar_30 - location
        loc_bar__minus_26_bar_17_bar_0_bar_30 - location
        loc_bar__minus_3_bar_3_bar_2_bar_0 - location
        loc_bar__minus_7_bar_17_bar_0_bar_30 - location
        loc_bar__minus_7_bar_1_bar_0_bar_30 - location
        loc_bar__minus_7_bar_5_bar_1_bar_30 - location
        loc_bar__minus_8_bar_9_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar_1_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_01_dot_01_bar__plus_00_dot_02_bar__plus_02_dot_08 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_01_dot_01_bar__plus_00_dot_02_bar__plus_02_dot_08 loc_bar__minus_8_bar_9_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_02_dot_47_bar__plus_01_dot_33_bar__plus_05_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_47_bar__plus_01_dot_33_bar__plus_05_dot_03 loc_bar__minus_11_bar_18_bar_0_bar_30)
        (openable Cabinet_bar__minus_02_dot_47_bar__plus_01_dot_33_bar__plus_05_dot_03)
        (receptacleType Cabinet_bar__minus_05_dot_85_bar__plus_01_dot_33_bar__plus_05_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_05_dot_85_bar__plus_01_dot_33_bar__plus_05_dot_03 loc_bar__minus_25_bar_18_bar_0_bar_30)
        (openable Cabinet_bar__minus_05_dot_85_bar__plus_01_dot_33_bar__plus_05_dot_03)
        (receptacleType Drawer_bar__minus_01_dot_09_bar__plus_00_dot_23_bar__plus_00_dot_46 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_09_bar__plus_00_dot_23_bar__plus_00_dot_46 loc_bar__minus_7_bar_5_bar_1_bar_30)
        (openable Drawer_bar__minus_01_dot_09_bar__plus_00_dot_23_bar__plus_00_dot_46)
        (receptacleType Drawer_bar__minus_06_dot_33_bar__plus_00_dot_51_bar__plus_05_dot_00 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_06_dot_33_bar__plus_00_dot_51_bar__plus_05_dot_00 loc_bar__minus_26_bar_17_bar_0_bar_30)
        (openable Drawer_bar__minus_06_dot_33_bar__plus_00_dot_51_bar__plus_05_dot_00)
        (receptacleType Shelf_bar__minus_00_dot_81_bar__plus_01_dot_69_bar__plus_00_dot_19 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_81_bar__plus_01_dot_69_bar__plus_00_dot_19 loc_bar__minus_3_bar_3_bar_2_bar_0)
        (receptacleType Shelf_bar__minus_02_dot_22_bar__plus_00_dot_45_bar__plus_05_dot_17 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_22_bar__plus_00_dot_45_bar__plus_05_dot_17 loc_bar__minus_7_bar_17_bar_0_bar_30)
        (receptacleType Sofa_bar__minus_03_dot_33_bar__plus_00_dot_02_bar__plus_03_dot_63 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_33_bar__plus_00_dot_02_bar__plus_03_dot_63 loc_bar__minus_13_bar_10_bar_0_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain CabinetType BoxType)
        (canContain CabinetType NewspaperType)
        (canContain CabinetType VaseType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (objectType Newspaper_bar__minus_01_dot_62_bar__plus_01_dot_41_bar__minus_01_dot_11 NewspaperType)
        (inReceptacle Newspaper_bar__minus_01_dot_62_bar__plus_01_dot_41_bar__minus_01_dot_11 Drawer_bar__minus_06_dot_33_bar__plus_00_dot_51_bar__plus_05_dot_00)
        (objectAtLocation Newspaper_bar__minus_01_dot_62_bar__plus_01_dot_41_bar__minus_01_dot_11 loc_bar__minus_26_bar_17_bar_0_bar_30)
        (pickupable Newspaper_bar__minus_01_dot_62_bar__plus_01_dot_41_bar__minus_01_dot_11)
        (objectType Newspaper_bar__plus_00_dot_96_bar__plus_01_dot_24_bar__plus_01_dot_39 NewspaperType)
        (inReceptacle Newspaper_bar__plus_00_dot_96_bar__plus_01_dot_24_bar__plus_01_dot_39 Shelf_bar__minus_00_dot_81_bar__plus_01_dot_69_bar__plus_00_dot_19)
        (objectAtLocation Newspaper_bar__plus_00_dot_96_bar__plus_01_dot_24_bar__plus_01_dot_39 loc_bar__minus_3_bar_3_bar_2_bar_0)
        (pickupable Newspaper_bar__plus_00_dot_96_bar__plus_01_dot_24_bar__plus_01_dot_39)
        (objectType Box_bar__minus_00_dot_57_bar__plus_01_dot_13_bar__minus_00_dot_89 BoxType)
        (inReceptacle Box_bar__minus_00_dot_57_bar__plus_01_dot_13_bar__minus_00_dot_89 Shelf_bar__minus_00_dot_81_bar__plus_01_dot_69_bar__plus_00_dot_19)
        (objectAtLocation Box_bar__minus_00_dot_57_bar__plus_01_dot_13_bar__minus_00_dot_89 loc_bar__minus_3_bar_3_bar_2_bar_0)
        (pickupable Box_bar__minus_00_dot_57_bar__plus_01_dot_13_bar__minus_00_dot_89)
        (isReceptacleObject Box_bar__minus_00_dot_57_bar__plus_01_dot_13_bar__minus_00_dot_89)
        (objectType CreditCard_bar__minus_01_dot_26_bar__plus_00_dot_32_bar__plus_00_dot_70 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_26_bar__plus_00_dot_32_bar__plus_00_dot_70 Shelf_bar__minus_00_dot_81_bar__plus_01_dot_69_bar__plus_00_dot_19)
        (objectAtLocation CreditCard_bar__minus_01_dot_26_bar__plus_00_dot_32_bar__plus_00_dot_70 loc_bar__minus_3_bar_3_bar_2_bar_0)
        (pickupable CreditCard_bar__minus_01_dot_26_bar__plus_00_dot_32_bar__plus_00_dot_70)
        (objectType CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_83_bar__minus_00_dot_74 CreditCardType)
        (inReceptacle CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_83_bar__minus_00_dot_74 Drawer_bar__minus_01_dot_09_bar__plus_00_dot_23_bar__plus_00_dot_46)
        (objectAtLocation CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_83_bar__minus_00_dot_74 loc_bar__minus_7_bar_5_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_01_dot_70_bar__plus_00_dot_83_bar__minus_00_dot_74)
        (objectType KeyChain_bar__plus_02_dot_06_bar__plus_01_dot_48_bar__minus_01_dot_87 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_06_bar__plus_01_dot_48_bar__minus_01_dot_87 ArmChair_bar__minus_01_dot_01_bar__plus_00_dot_02_bar__plus_02_dot_08)
        (objectAtLocation KeyChain_bar__plus_02_dot_06_bar__plus_01_dot_48_bar__minus_01_dot_87 loc_bar__minus_8_bar_9_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_06_bar__plus_01_dot_48_bar__minus_01_dot_87)
        (objectType Laptop_bar__plus_02_dot_54_bar__plus_00_dot_59_bar__minus_02_dot_30 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_54_bar__plus_00_dot_59_bar__minus_02_dot_30 Sofa_bar__minus_03_dot_33_bar__plus_00_dot_02_bar__plus_03_dot_63)
        (objectAtLocation Laptop_bar__plus_02_dot_54_bar__plus_00_dot_59_bar__minus_02_dot_30 loc_bar__minus_13_bar_10_bar_0_bar_30)
        (pickupable Laptop_bar__plus_02_dot_54_bar__plus_00_dot_59_bar__minus_02_dot_30)
        (objectType Laptop_bar__plus_01_dot_59_bar__plus_00_dot_40_bar__plus_02_dot_20 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_59_bar__plus_00_dot_40_bar__plus_02_dot_20 ArmChair_bar__minus_01_dot_01_bar__plus_00_dot_02_bar__plus_02_dot_08)
        (objectAtLocation Laptop_bar__plus_01_dot_59_bar__plus_00_dot_40_bar__plus_02_dot_20 loc_bar__minus_8_bar_9_bar_1_bar_30)
        (pickupable Laptop_bar__plus_01_dot_59_bar__plus_00_dot_40_bar__plus_02_dot_20)
        (objectType Pillow_bar__plus_01_dot_03_bar__plus_00_dot_15_bar__plus_01_dot_23 PillowType)
        (inReceptacle Pillow_bar__plus_01_dot_03_bar__plus_00_dot_15_bar__plus_01_dot_23 ArmChair_bar__minus_01_dot_01_bar__plus_00_dot_02_bar__plus_02_dot_08)
        (objectAtLocation Pillow_bar__plus_01_dot_03_bar__plus_00_dot_15_bar__plus_01_dot_23 loc_bar__minus_8_bar_9_bar_1_bar_30)
        (pickupable Pillow_bar__plus_01_dot_03_bar__plus_00_dot_15_bar__plus_01_dot_23)
        (objectType Statue_bar__minus_00_dot_74_bar__plus_00_dot_36_bar__minus_01_dot_69 StatueType)
        (inReceptacle Statue_bar__minus_00_dot_74_bar__plus_00_dot_36_bar__minus_01_dot_69 Shelf_bar__minus_02_dot_22_bar__plus_00_dot_45_bar__plus_05_dot_17)
        (objectAtLocation Statue_bar__minus_00_dot_74_bar__plus_00_dot_36_bar__minus_01_dot_69 loc_bar__minus_7_bar_17_bar_0_bar_30)
        (pickupable Statue_bar__minus_00_dot_74_bar__plus_00_dot_36_bar__minus_01_dot_69)
        (objectType Statue_bar__minus_00_dot_79_bar__plus_01_dot_01_bar__plus_00_dot_34 StatueType)
        (inReceptacle Statue_bar__minus_00_dot_79_bar__plus_01_dot_01_bar__plus_00_dot_34 Shelf_bar__minus_00_dot_81_bar__plus_01_dot_69_bar__plus_00_dot_19)
        (objectAtLocation Statue_bar__minus_00_dot_79_bar__plus_01_dot_01_bar__plus_00_dot_34 loc_bar__minus_3_bar_3_bar_2_bar_0)
        (pickupable Statue_bar__minus_00_dot_79_bar__plus_01_dot_01_bar__plus_00_dot_34)
        (objectType Vase_bar__minus_02_dot_54_bar__plus_00_dot_33_bar__minus_00_dot_72 VaseType)
        (inReceptacle Vase_bar__minus_02_dot_54_bar__plus_00_dot_33_bar__minus_00_dot_72 Cabinet_bar__minus_05_dot_85_bar__plus_01_dot_33_bar__plus_05_dot_03)
        (objectAtLocation Vase_bar__minus_02_dot_54_bar__plus_00_dot_33_bar__minus_00_dot_72 loc_bar__minus_25_bar_18_bar_0_bar_30)
        (pickupable Vase_bar__minus_02_dot_54_bar__plus_00_dot_33_bar__minus_00_dot_72)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 NewspaperType)
                                    (receptacleType ?r SofaType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 NewspaperType)
                                            (receptacleType ?r SofaType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
