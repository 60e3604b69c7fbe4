(define (problem plan_trial_T00000000_000001_000202)
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
        NewspaperType - otype
        RemoteControlType - otype
        StatueType - otype
        TissueBoxType - otype
        VaseType - otype
        WatchType - otype
        Laptop_bar__minus_00_dot_93_bar__plus_00_dot_91_bar__minus_01_dot_36 - object
        Laptop_bar__minus_00_dot_94_bar__plus_00_dot_46_bar__minus_01_dot_00 - object
        Box_bar__minus_01_dot_45_bar__plus_01_dot_29_bar__plus_00_dot_35 - object
        CreditCard_bar__minus_01_dot_31_bar__plus_00_dot_64_bar__minus_00_dot_50 - object
        CreditCard_bar__plus_00_dot_22_bar__plus_00_dot_11_bar__minus_02_dot_88 - object
        Newspaper_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_02_dot_78 - object
        RemoteControl_bar__plus_02_dot_10_bar__plus_01_dot_11_bar__plus_01_dot_75 - object
        Statue_bar__minus_00_dot_01_bar__plus_01_dot_31_bar__plus_02_dot_56 - object
        TissueBox_bar__plus_00_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_12 - object
        TissueBox_bar__plus_02_dot_69_bar__plus_01_dot_45_bar__plus_02_dot_12 - object
        Vase_bar__minus_01_dot_39_bar__plus_01_dot_23_bar__minus_00_dot_53 - object
        Watch_bar__plus_02_dot_72_bar__plus_01_dot_31_bar__plus_02_dot_82 - object
        ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57 - receptacle
        CoffeeTable_bar__minus_01_dot_97_bar__plus_00_dot_00_bar__plus_02_dot_62 - receptacle
        Drawer_bar__minus_04_dot_43_bar__plus_00_dot_47_bar__plus_03_dot_34 - receptacle
        Shelf_bar__minus_00_dot_34_bar__plus_00_dot_18_bar__plus_02_dot_67 - receptacle
        Shelf_bar__minus_00_dot_46_bar__plus_00_dot_17_bar__plus_03_dot_04 - receptacle
        Shelf_bar__minus_00_dot_46_bar__plus_00_dot_48_bar__plus_02_dot_30 - receptacle
        Shelf_bar__minus_00_dot_46_bar__plus_00_dot_57_bar__plus_03_dot_04 - receptacle
        Shelf_bar__minus_00_dot_47_bar__plus_00_dot_18_bar__plus_02_dot_30 - receptacle
        SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35 - receptacle
        Sofa_bar__minus_02_dot_13_bar_00_dot_00_bar__plus_04_dot_56 - receptacle
        Sofa_bar__minus_04_dot_57_bar_00_dot_00_bar__plus_01_dot_90 - receptacle
        loc_bar_8_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_10_bar_13_bar_0_bar_30 - location
        loc_bar__minus_13_bar_8_bar_3_bar_30 - location
        loc_bar__minus_15_bar_17_bar_2_bar_30 - location
        loc_bar__minus_17_bar_17_bar_2_bar_30 - location
        loc_bar__minus_4_bar_11_bar_3_bar_30 - location
        loc_bar__minus_4_bar_7_bar_2_bar_30 - location
        loc_bar__minus_5_bar_11_bar_1_bar_30 - location
        loc_bar__minus_5_bar_14_bar_1_bar_30 - location
        loc_bar__minus_6_bar_14_bar_1_bar_30 - location
        loc_bar__minus_6_bar_7_bar_1_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_8_bar__minus_3_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57 loc_bar__minus_4_bar_7_bar_2_bar_30)
        (receptacleType CoffeeTable_bar__minus_01_dot_97_bar__plus_00_dot_00_bar__plus_02_dot_62 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_97_bar__plus_00_dot_00_bar__plus_02_dot_62 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_04_dot_43_bar__plus_00_dot_47_bar__plus_03_dot_34 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_43_bar__plus_00_dot_47_bar__plus_03_dot_34 loc_bar__minus_15_bar_17_bar_2_bar_30)
        (openable Drawer_bar__minus_04_dot_43_bar__plus_00_dot_47_bar__plus_03_dot_34)
        (receptacleType Shelf_bar__minus_00_dot_34_bar__plus_00_dot_18_bar__plus_02_dot_67 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_34_bar__plus_00_dot_18_bar__plus_02_dot_67 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_46_bar__plus_00_dot_17_bar__plus_03_dot_04 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_46_bar__plus_00_dot_17_bar__plus_03_dot_04 loc_bar__minus_6_bar_14_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_46_bar__plus_00_dot_48_bar__plus_02_dot_30 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_46_bar__plus_00_dot_48_bar__plus_02_dot_30 loc_bar__minus_5_bar_11_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_46_bar__plus_00_dot_57_bar__plus_03_dot_04 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_46_bar__plus_00_dot_57_bar__plus_03_dot_04 loc_bar__minus_5_bar_14_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_00_dot_47_bar__plus_00_dot_18_bar__plus_02_dot_30 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_00_dot_47_bar__plus_00_dot_18_bar__plus_02_dot_30 loc_bar__minus_6_bar_7_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35 loc_bar__minus_17_bar_17_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_13_bar_00_dot_00_bar__plus_04_dot_56 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_13_bar_00_dot_00_bar__plus_04_dot_56 loc_bar__minus_10_bar_13_bar_0_bar_30)
        (receptacleType Sofa_bar__minus_04_dot_57_bar_00_dot_00_bar__plus_01_dot_90 SofaType)
        (receptacleAtLocation Sofa_bar__minus_04_dot_57_bar_00_dot_00_bar__plus_01_dot_90 loc_bar__minus_13_bar_8_bar_3_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain CoffeeTableType VaseType)
        (canContain CoffeeTableType WatchType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType TissueBoxType)
        (canContain DrawerType WatchType)
        (canContain ShelfType BoxType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType NewspaperType)
        (canContain ShelfType RemoteControlType)
        (canContain ShelfType StatueType)
        (canContain ShelfType TissueBoxType)
        (canContain ShelfType VaseType)
        (canContain ShelfType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType TissueBoxType)
        (canContain SideTableType VaseType)
        (canContain SideTableType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType RemoteControlType)
        (objectType Laptop_bar__minus_00_dot_93_bar__plus_00_dot_91_bar__minus_01_dot_36 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_93_bar__plus_00_dot_91_bar__minus_01_dot_36 ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57)
        (objectAtLocation Laptop_bar__minus_00_dot_93_bar__plus_00_dot_91_bar__minus_01_dot_36 loc_bar__minus_4_bar_7_bar_2_bar_30)
        (pickupable Laptop_bar__minus_00_dot_93_bar__plus_00_dot_91_bar__minus_01_dot_36)
        (objectType Laptop_bar__minus_00_dot_94_bar__plus_00_dot_46_bar__minus_01_dot_00 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_94_bar__plus_00_dot_46_bar__minus_01_dot_00 ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57)
        (objectAtLocation Laptop_bar__minus_00_dot_94_bar__plus_00_dot_46_bar__minus_01_dot_00 loc_bar__minus_4_bar_7_bar_2_bar_30)
        (pickupable Laptop_bar__minus_00_dot_94_bar__plus_00_dot_46_bar__minus_01_dot_00)
        (objectType Box_bar__minus_01_dot_45_bar__plus_01_dot_29_bar__plus_00_dot_35 BoxType)
        (inReceptacle Box_bar__minus_01_dot_45_bar__plus_01_dot_29_bar__plus_00_dot_35 Shelf_bar__minus_00_dot_46_bar__plus_00_dot_57_bar__plus_03_dot_04)
        (objectAtLocation Box_bar__minus_01_dot_45_bar__plus_01_dot_29_bar__plus_00_dot_35 loc_bar__minus_5_bar_14_bar_1_bar_30)
        (pickupable Box_bar__minus_01_dot_45_bar__plus_01_dot_29_bar__plus_00_dot_35)
        (isReceptacleObject Box_bar__minus_01_dot_45_bar__plus_01_dot_29_bar__plus_00_dot_35)
        (objectType CreditCard_bar__minus_01_dot_31_bar__plus_00_dot_64_bar__minus_00_dot_50 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_31_bar__plus_00_dot_64_bar__minus_00_dot_50 ArmChair_bar__minus_00_dot_88_bar__minus_00_dot_03_bar__plus_00_dot_57)
        (objectAtLocation CreditCard_bar__minus_01_dot_31_bar__plus_00_dot_64_bar__minus_00_dot_50 loc_bar__minus_4_bar_7_bar_2_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_31_bar__plus_00_dot_64_bar__minus_00_dot_50)
        (objectType CreditCard_bar__plus_00_dot_22_bar__plus_00_dot_11_bar__minus_02_dot_88 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_22_bar__plus_00_dot_11_bar__minus_02_dot_88 Sofa_bar__minus_02_dot_13_bar_00_dot_00_bar__plus_04_dot_56)
        (objectAtLocation CreditCard_bar__plus_00_dot_22_bar__plus_00_dot_11_bar__minus_02_dot_88 loc_bar__minus_10_bar_13_bar_0_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_22_bar__plus_00_dot_11_bar__minus_02_dot_88)
        (objectType Newspaper_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_02_dot_78 NewspaperType)
        (inReceptacle Newspaper_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_02_dot_78 Sofa_bar__minus_02_dot_13_bar_00_dot_00_bar__plus_04_dot_56)
        (objectAtLocation Newspaper_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_02_dot_78 loc_bar__minus_10_bar_13_bar_0_bar_30)
        (pickupable Newspaper_bar__plus_01_dot_38_bar__plus_00_dot_46_bar__minus_02_dot_78)
        (objectType RemoteControl_bar__plus_02_dot_10_bar__plus_01_dot_11_bar__plus_01_dot_75 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_02_dot_10_bar__plus_01_dot_11_bar__plus_01_dot_75 Shelf_bar__minus_00_dot_46_bar__plus_00_dot_17_bar__plus_03_dot_04)
        (objectAtLocation RemoteControl_bar__plus_02_dot_10_bar__plus_01_dot_11_bar__plus_01_dot_75 loc_bar__minus_6_bar_14_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_02_dot_10_bar__plus_01_dot_11_bar__plus_01_dot_75)
        (objectType Statue_bar__minus_00_dot_01_bar__plus_01_dot_31_bar__plus_02_dot_56 StatueType)
        (inReceptacle Statue_bar__minus_00_dot_01_bar__plus_01_dot_31_bar__plus_02_dot_56 Shelf_bar__minus_00_dot_47_bar__plus_00_dot_18_bar__plus_02_dot_30)
        (objectAtLocation Statue_bar__minus_00_dot_01_bar__plus_01_dot_31_bar__plus_02_dot_56 loc_bar__minus_6_bar_7_bar_1_bar_30)
        (pickupable Statue_bar__minus_00_dot_01_bar__plus_01_dot_31_bar__plus_02_dot_56)
        (objectType TissueBox_bar__plus_00_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_12 TissueBoxType)
        (inReceptacle TissueBox_bar__plus_00_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_12 Drawer_bar__minus_04_dot_43_bar__plus_00_dot_47_bar__plus_03_dot_34)
        (objectAtLocation TissueBox_bar__plus_00_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_12 loc_bar__minus_15_bar_17_bar_2_bar_30)
        (pickupable TissueBox_bar__plus_00_dot_43_bar__plus_01_dot_06_bar__plus_02_dot_12)
        (objectType TissueBox_bar__plus_02_dot_69_bar__plus_01_dot_45_bar__plus_02_dot_12 TissueBoxType)
        (inReceptacle TissueBox_bar__plus_02_dot_69_bar__plus_01_dot_45_bar__plus_02_dot_12 Shelf_bar__minus_00_dot_46_bar__plus_00_dot_17_bar__plus_03_dot_04)
        (objectAtLocation TissueBox_bar__plus_02_dot_69_bar__plus_01_dot_45_bar__plus_02_dot_12 loc_bar__minus_6_bar_14_bar_1_bar_30)
        (pickupable TissueBox_bar__plus_02_dot_69_bar__plus_01_dot_45_bar__plus_02_dot_12)
        (objectType Vase_bar__minus_01_dot_39_bar__plus_01_dot_23_bar__minus_00_dot_53 VaseType)
        (inReceptacle Vase_bar__minus_01_dot_39_bar__plus_01_dot_23_bar__minus_00_dot_53 Shelf_bar__minus_00_dot_46_bar__plus_00_dot_17_bar__plus_03_dot_04)
        (objectAtLocation Vase_bar__minus_01_dot_39_bar__plus_01_dot_23_bar__minus_00_dot_53 loc_bar__minus_6_bar_14_bar_1_bar_30)
        (pickupable Vase_bar__minus_01_dot_39_bar__plus_01_dot_23_bar__minus_00_dot_53)
        (objectType Watch_bar__plus_02_dot_72_bar__plus_01_dot_31_bar__plus_02_dot_82 WatchType)
        (inReceptacle Watch_bar__plus_02_dot_72_bar__plus_01_dot_31_bar__plus_02_dot_82 SideTable_bar__minus_04_dot_61_bar__plus_00_dot_01_bar__plus_03_dot_35)
        (objectAtLocation Watch_bar__plus_02_dot_72_bar__plus_01_dot_31_bar__plus_02_dot_82 loc_bar__minus_17_bar_17_bar_2_bar_30)
        (pickupable Watch_bar__plus_02_dot_72_bar__plus_01_dot_31_bar__plus_02_dot_82)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 LaptopType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 LaptopType)
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
