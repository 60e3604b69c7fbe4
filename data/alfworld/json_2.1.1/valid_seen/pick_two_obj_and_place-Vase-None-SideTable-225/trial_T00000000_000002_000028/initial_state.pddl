(define (problem plan_trial_T00000000_000002_000028)
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
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KnifeType - otype
        LaptopType - otype
        VaseType - otype
        WatchType - otype
        Vase_bar__minus_00_dot_99_bar__plus_00_dot_84_bar__plus_02_dot_06 - object
        Vase_bar__plus_02_dot_15_bar__plus_01_dot_10_bar__plus_00_dot_00 - object
        Box_bar__minus_00_dot_88_bar__plus_00_dot_45_bar__minus_00_dot_84 - object
        CreditCard_bar__plus_01_dot_95_bar__plus_00_dot_78_bar__plus_01_dot_01 - object
        CreditCard_bar__plus_02_dot_20_bar__plus_01_dot_31_bar__minus_02_dot_59 - object
        Laptop_bar__plus_00_dot_12_bar__plus_00_dot_82_bar__minus_02_dot_87 - object
        Watch_bar__plus_02_dot_93_bar__plus_00_dot_99_bar__minus_02_dot_89 - object
        ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57 - receptacle
        CoffeeTable_bar__minus_01_dot_97_bar__plus_00_dot_00_bar__plus_02_dot_62 - receptacle
        Drawer_bar__minus_04_dot_43_bar__plus_00_dot_47_bar__plus_03_dot_34 - receptacle
        Shelf_bar__minus_00_dot_34_bar__plus_00_dot_18_bar__plus_02_dot_67 - receptacle
        Shelf_bar__minus_00_dot_46_bar__plus_00_dot_48_bar__plus_02_dot_30 - receptacle
        SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35 - receptacle
        Sofa_bar__minus_02_dot_13_bar_00_dot_00_bar__plus_04_dot_56 - receptacle
        Sofa_bar__minus_04_dot_57_bar_00_dot_00_bar__plus_01_dot_90 - receptacle
        loc_bar__minus_10_bar_13_bar_0_bar_30 - location
        loc_bar__minus_13_bar_8_bar_3_bar_30 - location
        loc_bar__minus_15_bar_17_bar_2_bar_30 - location
        loc_bar__minus_17_bar_17_bar_2_bar_30 - location
        loc_bar__minus_4_bar_11_bar_3_bar_30 - location
        loc_bar__minus_4_bar_7_bar_2_bar_30 - location
        loc_bar__minus_5_bar_11_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_12_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_6_bar__minus_12_bar_3_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57 loc_bar__minus_4_bar_7_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__minus_01_dot_97_bar__plus_00_dot_00_bar__plus_02_dot_62 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_97_bar__plus_00_dot_00_bar__plus_02_dot_62 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_04_dot_43_bar__plus_00_dot_47_bar__plus_03_dot_34 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_43_bar__plus_00_dot_47_bar__plus_03_dot_34 loc_bar__minus_15_bar_17_bar_2_bar_30)
        (openable Drawer_bar__minus_04_dot_43_bar__plus_00_dot_47_bar__plus_03_dot_34)
        (receptacleType Shelf_bar__minus_00_dot_34_bar__plus_00_dot_18_bar__plus_02_dot_67 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_34_bar__plus_00_dot_18_bar__plus_02_dot_67 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_46_bar__plus_00_dot_48_bar__plus_02_dot_30 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_46_bar__plus_00_dot_48_bar__plus_02_dot_30 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35 loc_bar__minus_17_bar_17_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_13_bar_00_dot_00_bar__plus_04_dot_56 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_13_bar_00_dot_00_bar__plus_04_dot_56 loc_bar__minus_10_bar_13_bar_0_bar_30)
        (receptacleType Sofa_bar__minus_04_dot_57_bar_00_dot_00_bar__plus_01_dot_90 SofaType)
        (receptacleAtLocation Sofa_bar__minus_04_dot_57_bar_00_dot_00_bar__plus_01_dot_90 loc_bar__minus_13_bar_8_bar_3_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType LaptopType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WatchType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType WatchType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType VaseType)
        (canContain ShelfType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType LaptopType)
        (objectType Vase_bar__minus_00_dot_99_bar__plus_00_dot_84_bar__plus_02_dot_06 VaseType)
        (inReceptacle Vase_bar__minus_00_dot_99_bar__plus_00_dot_84_bar__plus_02_dot_06 CoffeeTable_bar__minus_01_dot_97_bar__plus_00_dot_00_bar__plus_02_dot_62)
        (objectAtLocation Vase_bar__minus_00_dot_99_bar__plus_00_dot_84_bar__plus_02_dot_06 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (pickupable Vase_bar__minus_00_dot_99_bar__plus_00_dot_84_bar__plus_02_dot_06)
        (objectType Vase_bar__plus_02_dot_15_bar__plus_01_dot_10_bar__plus_00_dot_00 VaseType)
        (inReceptacle Vase_bar__plus_02_dot_15_bar__plus_01_dot_10_bar__plus_00_dot_00 Shelf_bar__minus_00_dot_34_bar__plus_00_dot_18_bar__plus_02_dot_67)
        (objectAtLocation Vase_bar__plus_02_dot_15_bar__plus_01_dot_10_bar__plus_00_dot_00 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable Vase_bar__plus_02_dot_15_bar__plus_01_dot_10_bar__plus_00_dot_00)
        (objectType Box_bar__minus_00_dot_88_bar__plus_00_dot_45_bar__minus_00_dot_84 BoxType)
        (inReceptacle Box_bar__minus_00_dot_88_bar__plus_00_dot_45_bar__minus_00_dot_84 Shelf_bar__minus_00_dot_34_bar__plus_00_dot_18_bar__plus_02_dot_67)
        (objectAtLocation Box_bar__minus_00_dot_88_bar__plus_00_dot_45_bar__minus_00_dot_84 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (pickupable Box_bar__minus_00_dot_88_bar__plus_00_dot_45_bar__minus_00_dot_84)
        (isReceptacleObject Box_bar__minus_00_dot_88_bar__plus_00_dot_45_bar__minus_00_dot_84)
        (objectType CreditCard_bar__plus_01_dot_95_bar__plus_00_dot_78_bar__plus_01_dot_01 CreditCardType)
        (inReceptacle CreditCard_bar__plus_01_dot_95_bar__plus_00_dot_78_bar__plus_01_dot_01 Sofa_bar__minus_04_dot_57_bar_00_dot_00_bar__plus_01_dot_90)
        (objectAtLocation CreditCard_bar__plus_01_dot_95_bar__plus_00_dot_78_bar__plus_01_dot_01 loc_bar__minus_13_bar_8_bar_3_bar_30)
        (pickupable CreditCard_bar__plus_01_dot_95_bar__plus_00_dot_78_bar__plus_01_dot_01)
        (objectType CreditCard_bar__plus_02_dot_20_bar__plus_01_dot_31_bar__minus_02_dot_59 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_20_bar__plus_01_dot_31_bar__minus_02_dot_59 CoffeeTable_bar__minus_01_dot_97_bar__plus_00_dot_00_bar__plus_02_dot_62)
        (objectAtLocation CreditCard_bar__plus_02_dot_20_bar__plus_01_dot_31_bar__minus_02_dot_59 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_20_bar__plus_01_dot_31_bar__minus_02_dot_59)
        (objectType Laptop_bar__plus_00_dot_12_bar__plus_00_dot_82_bar__minus_02_dot_87 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_12_bar__plus_00_dot_82_bar__minus_02_dot_87 ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57)
        (objectAtLocation Laptop_bar__plus_00_dot_12_bar__plus_00_dot_82_bar__minus_02_dot_87 loc_bar__minus_4_bar_7_bar_2_bar_30)
        (pickupable Laptop_bar__plus_00_dot_12_bar__plus_00_dot_82_bar__minus_02_dot_87)
        (objectType Watch_bar__plus_02_dot_93_bar__plus_00_dot_99_bar__minus_02_dot_89 WatchType)
        (inReceptacle Watch_bar__plus_02_dot_93_bar__plus_00_dot_99_bar__minus_02_dot_89 Shelf_bar__minus_00_dot_46_bar__plus_00_dot_48_bar__plus_02_dot_30)
        (objectAtLocation Watch_bar__plus_02_dot_93_bar__plus_00_dot_99_bar__minus_02_dot_89 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (pickupable Watch_bar__plus_02_dot_93_bar__plus_00_dot_99_bar__minus_02_dot_89)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 VaseType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 VaseType)
                                            (receptacleType ?r SideTableType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
