(define (problem plan_trial_T00000000_000001_000212)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CoffeeTableType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CandleType - otype
        CreditCardType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        TissueBoxType - otype
        Candle_bar__plus_02_dot_92_bar__plus_00_dot_91_bar__minus_02_dot_76 - object
        Candle_bar__minus_02_dot_83_bar__plus_00_dot_69_bar__plus_02_dot_32 - object
        Box_bar__minus_00_dot_62_bar__plus_01_dot_20_bar__plus_00_dot_43 - object
        CreditCard_bar__plus_02_dot_25_bar__plus_00_dot_63_bar__minus_00_dot_52 - object
        CreditCard_bar__plus_00_dot_12_bar__plus_00_dot_50_bar__minus_01_dot_77 - object
        Laptop_bar__minus_01_dot_58_bar__plus_00_dot_44_bar__minus_02_dot_10 - object
        Pillow_bar__plus_00_dot_79_bar__plus_00_dot_47_bar__plus_01_dot_68 - object
        RemoteControl_bar__minus_01_dot_29_bar__plus_01_dot_03_bar__minus_01_dot_53 - object
        Statue_bar__plus_02_dot_73_bar__plus_00_dot_96_bar__minus_01_dot_77 - object
        TissueBox_bar__minus_01_dot_17_bar__plus_00_dot_03_bar__plus_01_dot_00 - object
        TissueBox_bar__minus_02_dot_24_bar__plus_00_dot_32_bar__minus_02_dot_85 - object
        ArmChair_bar__minus_02_dot_06_bar_00_dot_00_bar__plus_04_dot_22 - receptacle
        CoffeeTable_bar__minus_02_dot_65_bar_00_dot_00_bar__plus_01_dot_15 - receptacle
        DiningTable_bar__plus_00_dot_19_bar__plus_00_dot_72_bar__plus_02_dot_00 - receptacle
        Drawer_bar__minus_00_dot_37_bar__plus_00_dot_21_bar__plus_00_dot_52 - receptacle
        Drawer_bar__minus_00_dot_37_bar__plus_00_dot_57_bar__plus_00_dot_52 - receptacle
        Drawer_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__plus_03_dot_61 - receptacle
        SideTable_bar__minus_00_dot_28_bar__plus_00_dot_01_bar__plus_00_dot_52 - receptacle
        loc_bar__minus_10_bar_11_bar_3_bar_30 - location
        loc_bar__minus_11_bar_9_bar_2_bar_30 - location
        loc_bar__minus_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_4_bar_14_bar_1_bar_30 - location
        loc_bar__minus_4_bar_2_bar_1_bar_30 - location
        loc_bar__minus_5_bar_3_bar_1_bar_30 - location
        loc_bar__minus_6_bar_4_bar_1_bar_30 - location
        loc_bar__minus_8_bar_14_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar_11_bar_3_bar_30)
        (receptacleType ArmChair_bar__minus_02_dot_06_bar_00_dot_00_bar__plus_04_dot_22 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_02_dot_06_bar_00_dot_00_bar__plus_04_dot_22 loc_bar__minus_8_bar_14_bar_0_bar_30)
        (receptacleType CoffeeTable_bar__minus_02_dot_65_bar_00_dot_00_bar__plus_01_dot_15 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_02_dot_65_bar_00_dot_00_bar__plus_01_dot_15 loc_bar__minus_11_bar_9_bar_2_bar_30)
        (receptacleType DiningTable_bar__plus_00_dot_19_bar__plus_00_dot_72_bar__plus_02_dot_00 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_00_dot_19_bar__plus_00_dot_72_bar__plus_02_dot_00 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_37_bar__plus_00_dot_21_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_37_bar__plus_00_dot_21_bar__plus_00_dot_52 loc_bar__minus_6_bar_4_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_37_bar__plus_00_dot_21_bar__plus_00_dot_52)
        (receptacleType Drawer_bar__minus_00_dot_37_bar__plus_00_dot_57_bar__plus_00_dot_52 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_37_bar__plus_00_dot_57_bar__plus_00_dot_52 loc_bar__minus_5_bar_3_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_37_bar__plus_00_dot_57_bar__plus_00_dot_52)
        (receptacleType Drawer_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__plus_03_dot_61 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__plus_03_dot_61 loc_bar__minus_4_bar_14_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__plus_03_dot_61)
        (receptacleType SideTable_bar__minus_00_dot_28_bar__plus_00_dot_01_bar__plus_00_dot_52 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_28_bar__plus_00_dot_01_bar__plus_00_dot_52 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CandleType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType TissueBoxType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CandleType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType LaptopType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType TissueBoxType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CandleType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType TissueBoxType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CandleType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType TissueBoxType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType Candle_bar__plus_02_dot_92_bar__plus_00_dot_91_bar__minus_02_dot_76 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_92_bar__plus_00_dot_91_bar__minus_02_dot_76 Drawer_bar__minus_00_dot_37_bar__plus_00_dot_57_bar__plus_00_dot_52)
        (objectAtLocation Candle_bar__plus_02_dot_92_bar__plus_00_dot_91_bar__minus_02_dot_76 loc_bar__minus_5_bar_3_bar_1_bar_30)
        (pickupable Candle_bar__plus_02_dot_92_bar__plus_00_dot_91_bar__minus_02_dot_76)
        (objectType Candle_bar__minus_02_dot_83_bar__plus_00_dot_69_bar__plus_02_dot_32 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_83_bar__plus_00_dot_69_bar__plus_02_dot_32 Drawer_bar__minus_00_dot_38_bar__plus_00_dot_79_bar__plus_03_dot_61)
        (objectAtLocation Candle_bar__minus_02_dot_83_bar__plus_00_dot_69_bar__plus_02_dot_32 loc_bar__minus_4_bar_14_bar_1_bar_30)
        (pickupable Candle_bar__minus_02_dot_83_bar__plus_00_dot_69_bar__plus_02_dot_32)
        (objectType Box_bar__minus_00_dot_62_bar__plus_01_dot_20_bar__plus_00_dot_43 BoxType)
        (inReceptacle Box_bar__minus_00_dot_62_bar__plus_01_dot_20_bar__plus_00_dot_43 ArmChair_bar__minus_02_dot_06_bar_00_dot_00_bar__plus_04_dot_22)
        (objectAtLocation Box_bar__minus_00_dot_62_bar__plus_01_dot_20_bar__plus_00_dot_43 loc_bar__minus_8_bar_14_bar_0_bar_30)
        (pickupable Box_bar__minus_00_dot_62_bar__plus_01_dot_20_bar__plus_00_dot_43)
        (isReceptacleObject Box_bar__minus_00_dot_62_bar__plus_01_dot_20_bar__plus_00_dot_43)
        (objectType CreditCard_bar__plus_02_dot_25_bar__plus_00_dot_63_bar__minus_00_dot_52 CreditCardType)
        (inReceptacle CreditCard_bar__plus_02_dot_25_bar__plus_00_dot_63_bar__minus_00_dot_52 ArmChair_bar__minus_02_dot_06_bar_00_dot_00_bar__plus_04_dot_22)
        (objectAtLocation CreditCard_bar__plus_02_dot_25_bar__plus_00_dot_63_bar__minus_00_dot_52 loc_bar__minus_8_bar_14_bar_0_bar_30)
        (pickupable CreditCard_bar__plus_02_dot_25_bar__plus_00_dot_63_bar__minus_00_dot_52)
        (objectType CreditCard_bar__plus_00_dot_12_bar__plus_00_dot_50_bar__minus_01_dot_77 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_12_bar__plus_00_dot_50_bar__minus_01_dot_77 Drawer_bar__minus_00_dot_37_bar__plus_00_dot_21_bar__plus_00_dot_52)
        (objectAtLocation CreditCard_bar__plus_00_dot_12_bar__plus_00_dot_50_bar__minus_01_dot_77 loc_bar__minus_6_bar_4_bar_1_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_12_bar__plus_00_dot_50_bar__minus_01_dot_77)
        (objectType Laptop_bar__minus_01_dot_58_bar__plus_00_dot_44_bar__minus_02_dot_10 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_58_bar__plus_00_dot_44_bar__minus_02_dot_10 SideTable_bar__minus_00_dot_28_bar__plus_00_dot_01_bar__plus_00_dot_52)
        (objectAtLocation Laptop_bar__minus_01_dot_58_bar__plus_00_dot_44_bar__minus_02_dot_10 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable Laptop_bar__minus_01_dot_58_bar__plus_00_dot_44_bar__minus_02_dot_10)
        (objectType Pillow_bar__plus_00_dot_79_bar__plus_00_dot_47_bar__plus_01_dot_68 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_79_bar__plus_00_dot_47_bar__plus_01_dot_68 ArmChair_bar__minus_02_dot_06_bar_00_dot_00_bar__plus_04_dot_22)
        (objectAtLocation Pillow_bar__plus_00_dot_79_bar__plus_00_dot_47_bar__plus_01_dot_68 loc_bar__minus_8_bar_14_bar_0_bar_30)
        (pickupable Pillow_bar__plus_00_dot_79_bar__plus_00_dot_47_bar__plus_01_dot_68)
        (objectType RemoteControl_bar__minus_01_dot_29_bar__plus_01_dot_03_bar__minus_01_dot_53 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_01_dot_29_bar__plus_01_dot_03_bar__minus_01_dot_53 Drawer_bar__minus_00_dot_37_bar__plus_00_dot_21_bar__plus_00_dot_52)
        (objectAtLocation RemoteControl_bar__minus_01_dot_29_bar__plus_01_dot_03_bar__minus_01_dot_53 loc_bar__minus_6_bar_4_bar_1_bar_30)
        (pickupable RemoteControl_bar__minus_01_dot_29_bar__plus_01_dot_03_bar__minus_01_dot_53)
        (objectType Statue_bar__plus_02_dot_73_bar__plus_00_dot_96_bar__minus_01_dot_77 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_73_bar__plus_00_dot_96_bar__minus_01_dot_77 DiningTable_bar__plus_00_dot_19_bar__plus_00_dot_72_bar__plus_02_dot_00)
        (objectAtLocation Statue_bar__plus_02_dot_73_bar__plus_00_dot_96_bar__minus_01_dot_77 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable Statue_bar__plus_02_dot_73_bar__plus_00_dot_96_bar__minus_01_dot_77)
        (objectType TissueBox_bar__minus_01_dot_17_bar__plus_00_dot_03_bar__plus_01_dot_00 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_01_dot_17_bar__plus_00_dot_03_bar__plus_01_dot_00 CoffeeTable_bar__minus_02_dot_65_bar_00_dot_00_bar__plus_01_dot_15)
        (objectAtLocation TissueBox_bar__minus_01_dot_17_bar__plus_00_dot_03_bar__plus_01_dot_00 loc_bar__minus_11_bar_9_bar_2_bar_30)
        (pickupable TissueBox_bar__minus_01_dot_17_bar__plus_00_dot_03_bar__plus_01_dot_00)
        (objectType TissueBox_bar__minus_02_dot_24_bar__plus_00_dot_32_bar__minus_02_dot_85 TissueBoxType)
        (inReceptacle TissueBox_bar__minus_02_dot_24_bar__plus_00_dot_32_bar__minus_02_dot_85 SideTable_bar__minus_00_dot_28_bar__plus_00_dot_01_bar__plus_00_dot_52)
        (objectAtLocation TissueBox_bar__minus_02_dot_24_bar__plus_00_dot_32_bar__minus_02_dot_85 loc_bar__minus_4_bar_2_bar_1_bar_30)
        (pickupable TissueBox_bar__minus_02_dot_24_bar__plus_00_dot_32_bar__minus_02_dot_85)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CandleType)
                                    (receptacleType ?r SideTableType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CandleType)
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
