(define (problem plan_trial_T00000000_000001_000200)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        TVStandType - rtype
        ButterKnifeType - otype
        CreditCardType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        StatueType - otype
        WateringCanType - otype
        Statue_bar__minus_01_dot_44_bar__plus_00_dot_48_bar__plus_02_dot_86 - object
        Statue_bar__minus_00_dot_80_bar__plus_00_dot_53_bar__plus_00_dot_95 - object
        Statue_bar__plus_00_dot_05_bar__plus_00_dot_54_bar__minus_00_dot_46 - object
        CreditCard_bar__plus_01_dot_08_bar__plus_00_dot_56_bar__plus_00_dot_49 - object
        CreditCard_bar__minus_00_dot_60_bar__plus_01_dot_47_bar__minus_02_dot_17 - object
        KeyChain_bar__minus_00_dot_87_bar__plus_00_dot_88_bar__minus_02_dot_78 - object
        Laptop_bar__plus_01_dot_75_bar__plus_00_dot_24_bar__minus_01_dot_11 - object
        Newspaper_bar__minus_00_dot_15_bar__plus_00_dot_14_bar__plus_02_dot_51 - object
        Pillow_bar__plus_02_dot_64_bar__plus_00_dot_81_bar__minus_01_dot_61 - object
        WateringCan_bar__plus_01_dot_74_bar__plus_01_dot_07_bar__plus_02_dot_13 - object
        ArmChair_bar__plus_02_dot_66_bar__plus_00_dot_00_bar__plus_01_dot_86 - receptacle
        ArmChair_bar__minus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_87 - receptacle
        CoffeeTable_bar__plus_01_dot_59_bar_00_dot_00_bar__plus_00_dot_45 - receptacle
        Drawer_bar__plus_03_dot_87_bar__plus_00_dot_78_bar__plus_00_dot_87 - receptacle
        Shelf_bar__plus_01_dot_89_bar__plus_00_dot_13_bar__minus_00_dot_73 - receptacle
        Shelf_bar__plus_01_dot_89_bar__plus_00_dot_51_bar__minus_00_dot_73 - receptacle
        Shelf_bar__minus_00_dot_31_bar__plus_00_dot_13_bar__minus_00_dot_73 - receptacle
        Shelf_bar__minus_00_dot_31_bar__plus_00_dot_52_bar__minus_00_dot_73 - receptacle
        Sofa_bar__plus_01_dot_17_bar__plus_00_dot_00_bar__plus_01_dot_87 - receptacle
        TVStand_bar__plus_01_dot_91_bar__plus_00_dot_04_bar__minus_00_dot_77 - receptacle
        TVStand_bar__minus_00_dot_29_bar__plus_00_dot_04_bar__minus_00_dot_77 - receptacle
        loc_bar_10_bar_1_bar_2_bar_30 - location
        loc_bar_10_bar_2_bar_2_bar_30 - location
        loc_bar_10_bar_3_bar_0_bar_30 - location
        loc_bar_11_bar__minus_12_bar_0_bar_30 - location
        loc_bar_13_bar_3_bar_1_bar_30 - location
        loc_bar_13_bar__minus_1_bar_3_bar_30 - location
        loc_bar_1_bar_2_bar_2_bar_30 - location
        loc_bar_2_bar_0_bar_1_bar_30 - location
        loc_bar_5_bar_4_bar_0_bar_30 - location
        loc_bar__minus_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_2_bar_3_bar_0_bar_30 - location
        loc_bar__minus_5_bar__minus_2_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_11_bar__minus_12_bar_0_bar_30)
        (receptacleType ArmChair_bar__plus_02_dot_66_bar__plus_00_dot_00_bar__plus_01_dot_86 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_02_dot_66_bar__plus_00_dot_00_bar__plus_01_dot_86 loc_bar_10_bar_3_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_87 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_87 loc_bar__minus_2_bar_3_bar_0_bar_30)
        (receptacleType CoffeeTable_bar__plus_01_dot_59_bar_00_dot_00_bar__plus_00_dot_45 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__plus_01_dot_59_bar_00_dot_00_bar__plus_00_dot_45 loc_bar_2_bar_0_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_03_dot_87_bar__plus_00_dot_78_bar__plus_00_dot_87 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_03_dot_87_bar__plus_00_dot_78_bar__plus_00_dot_87 loc_bar_13_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_03_dot_87_bar__plus_00_dot_78_bar__plus_00_dot_87)
        (receptacleType Shelf_bar__plus_01_dot_89_bar__plus_00_dot_13_bar__minus_00_dot_73 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_89_bar__plus_00_dot_13_bar__minus_00_dot_73 loc_bar_10_bar_2_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_01_dot_89_bar__plus_00_dot_51_bar__minus_00_dot_73 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_89_bar__plus_00_dot_51_bar__minus_00_dot_73 loc_bar_10_bar_1_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_31_bar__plus_00_dot_13_bar__minus_00_dot_73 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_31_bar__plus_00_dot_13_bar__minus_00_dot_73 loc_bar_1_bar_2_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_31_bar__plus_00_dot_52_bar__minus_00_dot_73 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_31_bar__plus_00_dot_52_bar__minus_00_dot_73 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (receptacleType Sofa_bar__plus_01_dot_17_bar__plus_00_dot_00_bar__plus_01_dot_87 SofaType)
        (receptacleAtLocation Sofa_bar__plus_01_dot_17_bar__plus_00_dot_00_bar__plus_01_dot_87 loc_bar_5_bar_4_bar_0_bar_30)
        (receptacleType TVStand_bar__plus_01_dot_91_bar__plus_00_dot_04_bar__minus_00_dot_77 TVStandType)
        (receptacleAtLocation TVStand_bar__plus_01_dot_91_bar__plus_00_dot_04_bar__minus_00_dot_77 loc_bar_13_bar__minus_1_bar_3_bar_30)
        (receptacleType TVStand_bar__minus_00_dot_29_bar__plus_00_dot_04_bar__minus_00_dot_77 TVStandType)
        (receptacleAtLocation TVStand_bar__minus_00_dot_29_bar__plus_00_dot_04_bar__minus_00_dot_77 loc_bar__minus_5_bar__minus_2_bar_1_bar_30)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType WateringCanType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType StatueType)
        (canContain ShelfType WateringCanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (objectType Statue_bar__minus_01_dot_44_bar__plus_00_dot_48_bar__plus_02_dot_86 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_44_bar__plus_00_dot_48_bar__plus_02_dot_86 Shelf_bar__plus_01_dot_89_bar__plus_00_dot_51_bar__minus_00_dot_73)
        (objectAtLocation Statue_bar__minus_01_dot_44_bar__plus_00_dot_48_bar__plus_02_dot_86 loc_bar_10_bar_1_bar_2_bar_30)
        (pickupable Statue_bar__minus_01_dot_44_bar__plus_00_dot_48_bar__plus_02_dot_86)
        (objectType Statue_bar__minus_00_dot_80_bar__plus_00_dot_53_bar__plus_00_dot_95 StatueType)
        (inReceptacle Statue_bar__minus_00_dot_80_bar__plus_00_dot_53_bar__plus_00_dot_95 Shelf_bar__plus_01_dot_89_bar__plus_00_dot_51_bar__minus_00_dot_73)
        (objectAtLocation Statue_bar__minus_00_dot_80_bar__plus_00_dot_53_bar__plus_00_dot_95 loc_bar_10_bar_1_bar_2_bar_30)
        (pickupable Statue_bar__minus_00_dot_80_bar__plus_00_dot_53_bar__plus_00_dot_95)
        (objectType Statue_bar__plus_00_dot_05_bar__plus_00_dot_54_bar__minus_00_dot_46 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_05_bar__plus_00_dot_54_bar__minus_00_dot_46 Shelf_bar__minus_00_dot_31_bar__plus_00_dot_52_bar__minus_00_dot_73)
        (objectAtLocation Statue_bar__plus_00_dot_05_bar__plus_00_dot_54_bar__minus_00_dot_46 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (pickupable Statue_bar__plus_00_dot_05_bar__plus_00_dot_54_bar__minus_00_dot_46)
        (objectType CreditCard_bar__plus_01_dot_08_bar__plus_00_dot_56_bar__plus_00_dot_49 CreditCardType)
        (inReceptacle CreditCard_bar__plus_01_dot_08_bar__plus_00_dot_56_bar__plus_00_dot_49 Drawer_bar__plus_03_dot_87_bar__plus_00_dot_78_bar__plus_00_dot_87)
        (objectAtLocation CreditCard_bar__plus_01_dot_08_bar__plus_00_dot_56_bar__plus_00_dot_49 loc_bar_13_bar_3_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_01_dot_08_bar__plus_00_dot_56_bar__plus_00_dot_49)
        (objectType CreditCard_bar__minus_00_dot_60_bar__plus_01_dot_47_bar__minus_02_dot_17 CreditCardType)
        (inReceptacle CreditCard_bar__minus_00_dot_60_bar__plus_01_dot_47_bar__minus_02_dot_17 Drawer_bar__plus_03_dot_87_bar__plus_00_dot_78_bar__plus_00_dot_87)
        (objectAtLocation CreditCard_bar__minus_00_dot_60_bar__plus_01_dot_47_bar__minus_02_dot_17 loc_bar_13_bar_3_bar_1_bar_30)
        (pickupable CreditCard_bar__minus_00_dot_60_bar__plus_01_dot_47_bar__minus_02_dot_17)
        (objectType KeyChain_bar__minus_00_dot_87_bar__plus_00_dot_88_bar__minus_02_dot_78 KeyChainType)
        (inReceptacle KeyChain_bar__minus_00_dot_87_bar__plus_00_dot_88_bar__minus_02_dot_78 Shelf_bar__plus_01_dot_89_bar__plus_00_dot_51_bar__minus_00_dot_73)
        (objectAtLocation KeyChain_bar__minus_00_dot_87_bar__plus_00_dot_88_bar__minus_02_dot_78 loc_bar_10_bar_1_bar_2_bar_30)
        (pickupable KeyChain_bar__minus_00_dot_87_bar__plus_00_dot_88_bar__minus_02_dot_78)
        (objectType Laptop_bar__plus_01_dot_75_bar__plus_00_dot_24_bar__minus_01_dot_11 LaptopType)
        (inReceptacle Laptop_bar__plus_01_dot_75_bar__plus_00_dot_24_bar__minus_01_dot_11 ArmChair_bar__plus_02_dot_66_bar__plus_00_dot_00_bar__plus_01_dot_86)
        (objectAtLocation Laptop_bar__plus_01_dot_75_bar__plus_00_dot_24_bar__minus_01_dot_11 loc_bar_10_bar_3_bar_0_bar_30)
        (pickupable Laptop_bar__plus_01_dot_75_bar__plus_00_dot_24_bar__minus_01_dot_11)
        (objectType Newspaper_bar__minus_00_dot_15_bar__plus_00_dot_14_bar__plus_02_dot_51 NewspaperType)
        (inReceptacle Newspaper_bar__minus_00_dot_15_bar__plus_00_dot_14_bar__plus_02_dot_51 ArmChair_bar__plus_02_dot_66_bar__plus_00_dot_00_bar__plus_01_dot_86)
        (objectAtLocation Newspaper_bar__minus_00_dot_15_bar__plus_00_dot_14_bar__plus_02_dot_51 loc_bar_10_bar_3_bar_0_bar_30)
        (pickupable Newspaper_bar__minus_00_dot_15_bar__plus_00_dot_14_bar__plus_02_dot_51)
        (objectType Pillow_bar__plus_02_dot_64_bar__plus_00_dot_81_bar__minus_01_dot_61 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_64_bar__plus_00_dot_81_bar__minus_01_dot_61 ArmChair_bar__minus_00_dot_27_bar__plus_00_dot_00_bar__plus_01_dot_87)
        (objectAtLocation Pillow_bar__plus_02_dot_64_bar__plus_00_dot_81_bar__minus_01_dot_61 loc_bar__minus_2_bar_3_bar_0_bar_30)
        (pickupable Pillow_bar__plus_02_dot_64_bar__plus_00_dot_81_bar__minus_01_dot_61)
        (objectType WateringCan_bar__plus_01_dot_74_bar__plus_01_dot_07_bar__plus_02_dot_13 WateringCanType)
        (inReceptacle WateringCan_bar__plus_01_dot_74_bar__plus_01_dot_07_bar__plus_02_dot_13 Drawer_bar__plus_03_dot_87_bar__plus_00_dot_78_bar__plus_00_dot_87)
        (objectAtLocation WateringCan_bar__plus_01_dot_74_bar__plus_01_dot_07_bar__plus_02_dot_13 loc_bar_13_bar_3_bar_1_bar_30)
        (pickupable WateringCan_bar__plus_01_dot_74_bar__plus_01_dot_07_bar__plus_02_dot_13)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 StatueType)
                                    (receptacleType ?r CoffeeTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 StatueType)
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
