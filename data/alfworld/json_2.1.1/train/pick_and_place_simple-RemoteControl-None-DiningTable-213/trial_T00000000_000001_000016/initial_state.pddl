(define (problem plan_trial_T00000000_000001_000016)
(:domain alfred)
(:objects
        agent1 - agent
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        BookType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KeyChainType - otype
        KnifeType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        RemoteControl_bar__plus_00_dot_53_bar__plus_01_dot_16_bar__minus_02_dot_19 - object
        RemoteControl_bar__plus_02_dot_45_bar__plus_00_dot_89_bar__minus_02_dot_69 - object
        RemoteControl_bar__plus_02_dot_24_bar__plus_00_dot_86_bar__plus_01_dot_21 - object
        Book_bar__minus_02_dot_93_bar__plus_00_dot_41_bar__minus_02_dot_65 - object
        CreditCard_bar__minus_02_dot_41_bar__plus_00_dot_40_bar__minus_00_dot_71 - object
        CreditCard_bar__minus_01_dot_22_bar__plus_00_dot_79_bar__plus_01_dot_16 - object
        KeyChain_bar__minus_01_dot_40_bar__plus_00_dot_32_bar__plus_00_dot_50 - object
        Pillow_bar__plus_00_dot_70_bar__plus_01_dot_48_bar__plus_00_dot_63 - object
        Statue_bar__minus_01_dot_49_bar__plus_01_dot_40_bar__minus_00_dot_58 - object
        Statue_bar__minus_02_dot_69_bar__plus_00_dot_90_bar__minus_02_dot_84 - object
        Watch_bar__minus_01_dot_47_bar__plus_00_dot_27_bar__minus_00_dot_79 - object
        DiningTable_bar__plus_09_dot_50_bar__minus_00_dot_02_bar__plus_03_dot_27 - receptacle
        Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_00_dot_54 - receptacle
        Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_01_dot_56 - receptacle
        Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_00_dot_54 - receptacle
        Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_02_dot_07 - receptacle
        Drawer_bar__plus_14_dot_18_bar__plus_00_dot_60_bar__plus_01_dot_05 - receptacle
        Drawer_bar__plus_14_dot_18_bar__plus_00_dot_60_bar__plus_02_dot_07 - receptacle
        Sofa_bar__plus_11_dot_45_bar__minus_00_dot_07_bar__plus_03_dot_20 - receptacle
        loc_bar_0_bar__minus_4_bar_2_bar_30 - location
        loc_bar_38_bar_9_bar_0_bar_30 - location
        loc_bar_46_bar_8_bar_0_bar_30 - location
        loc_bar_52_bar_0_bar_1_bar_30 - location
        loc_bar_52_bar_4_bar_1_bar_30 - location
        loc_bar_53_bar_10_bar_1_bar_30 - location
        loc_bar_53_bar_3_bar_1_bar_30 - location
        loc_bar_53_bar_6_bar_1_bar_30 - location
        loc_bar_53_bar_7_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_0_bar__minus_4_bar_2_bar_30)
        (receptacleType DiningTable_bar__plus_09_dot_50_bar__minus_00_dot_02_bar__plus_03_dot_27 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_09_dot_50_bar__minus_00_dot_02_bar__plus_03_dot_27 loc_bar_38_bar_9_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_00_dot_54 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_00_dot_54 loc_bar_52_bar_0_bar_1_bar_30)
        (openable Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_00_dot_54)
        (receptacleType Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_01_dot_56 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_01_dot_56 loc_bar_52_bar_4_bar_1_bar_30)
        (openable Drawer_bar__plus_14_dot_18_bar__plus_00_dot_19_bar__plus_01_dot_56)
        (receptacleType Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_00_dot_54 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_00_dot_54 loc_bar_53_bar_3_bar_1_bar_30)
        (openable Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_00_dot_54)
        (receptacleType Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_02_dot_07 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_02_dot_07 loc_bar_53_bar_7_bar_1_bar_30)
        (openable Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_02_dot_07)
        (receptacleType Drawer_bar__plus_14_dot_18_bar__plus_00_dot_60_bar__plus_01_dot_05 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_14_dot_18_bar__plus_00_dot_60_bar__plus_01_dot_05 loc_bar_53_bar_6_bar_1_bar_30)
        (openable Drawer_bar__plus_14_dot_18_bar__plus_00_dot_60_bar__plus_01_dot_05)
        (receptacleType Drawer_bar__plus_14_dot_18_bar__plus_00_dot_60_bar__plus_02_dot_07 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_14_dot_18_bar__plus_00_dot_60_bar__plus_02_dot_07 loc_bar_53_bar_10_bar_1_bar_30)
        (openable Drawer_bar__plus_14_dot_18_bar__plus_00_dot_60_bar__plus_02_dot_07)
        (receptacleType Sofa_bar__plus_11_dot_45_bar__minus_00_dot_07_bar__plus_03_dot_20 SofaType)
        (receptacleAtLocation Sofa_bar__plus_11_dot_45_bar__minus_00_dot_07_bar__plus_03_dot_20 loc_bar_46_bar_8_bar_0_bar_30)
        (canContain DiningTableType BookType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType WatchType)
        (canContain DrawerType BookType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BookType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType RemoteControl_bar__plus_00_dot_53_bar__plus_01_dot_16_bar__minus_02_dot_19 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_00_dot_53_bar__plus_01_dot_16_bar__minus_02_dot_19 Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_00_dot_54)
        (objectAtLocation RemoteControl_bar__plus_00_dot_53_bar__plus_01_dot_16_bar__minus_02_dot_19 loc_bar_53_bar_3_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_00_dot_53_bar__plus_01_dot_16_bar__minus_02_dot_19)
        (objectType RemoteControl_bar__plus_02_dot_45_bar__plus_00_dot_89_bar__minus_02_dot_69 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_02_dot_45_bar__plus_00_dot_89_bar__minus_02_dot_69 Drawer_bar__plus_14_dot_18_bar__plus_00_dot_60_bar__plus_02_dot_07)
        (objectAtLocation RemoteControl_bar__plus_02_dot_45_bar__plus_00_dot_89_bar__minus_02_dot_69 loc_bar_53_bar_10_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_02_dot_45_bar__plus_00_dot_89_bar__minus_02_dot_69)
        (objectType RemoteControl_bar__plus_02_dot_24_bar__plus_00_dot_86_bar__plus_01_dot_21 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_02_dot_24_bar__plus_00_dot_86_bar__plus_01_dot_21 Drawer_bar__plus_14_dot_18_bar__plus_00_dot_60_bar__plus_01_dot_05)
        (objectAtLocation RemoteControl_bar__plus_02_dot_24_bar__plus_00_dot_86_bar__plus_01_dot_21 loc_bar_53_bar_6_bar_1_bar_30)
        (pickupable RemoteControl_bar__plus_02_dot_24_bar__plus_00_dot_86_bar__plus_01_dot_21)
        (objectType Book_bar__minus_02_dot_93_bar__plus_00_dot_41_bar__minus_02_dot_65 BookType)
        (inReceptacle Book_bar__minus_02_dot_93_bar__plus_00_dot_41_bar__minus_02_dot_65 Sofa_bar__plus_11_dot_45_bar__minus_00_dot_07_bar__plus_03_dot_20)
        (objectAtLocation Book_bar__minus_02_dot_93_bar__plus_00_dot_41_bar__minus_02_dot_65 loc_bar_46_bar_8_bar_0_bar_30)
        (pickupable Book_bar__minus_02_dot_93_bar__plus_00_dot_41_bar__minus_02_dot_65)
        (objectType CreditCard_bar__minus_02_dot_41_bar__plus_00_dot_40_bar__minus_00_dot_71 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_41_bar__plus_00_dot_40_bar__minus_00_dot_71 Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_00_dot_54)
        (objectAtLocation CreditCard_bar__minus_02_dot_41_bar__plus_00_dot_40_bar__minus_00_dot_71 loc_bar_53_bar_3_bar_1_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_41_bar__plus_00_dot_40_bar__minus_00_dot_71)
        (objectType CreditCard_bar__minus_01_dot_22_bar__plus_00_dot_79_bar__plus_01_dot_16 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_22_bar__plus_00_dot_79_bar__plus_01_dot_16 DiningTable_bar__plus_09_dot_50_bar__minus_00_dot_02_bar__plus_03_dot_27)
        (objectAtLocation CreditCard_bar__minus_01_dot_22_bar__plus_00_dot_79_bar__plus_01_dot_16 loc_bar_38_bar_9_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_22_bar__plus_00_dot_79_bar__plus_01_dot_16)
        (objectType KeyChain_bar__minus_01_dot_40_bar__plus_00_dot_32_bar__plus_00_dot_50 KeyChainType)
        (inReceptacle KeyChain_bar__minus_01_dot_40_bar__plus_00_dot_32_bar__plus_00_dot_50 Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_02_dot_07)
        (objectAtLocation KeyChain_bar__minus_01_dot_40_bar__plus_00_dot_32_bar__plus_00_dot_50 loc_bar_53_bar_7_bar_1_bar_30)
        (pickupable KeyChain_bar__minus_01_dot_40_bar__plus_00_dot_32_bar__plus_00_dot_50)
        (objectType Pillow_bar__plus_00_dot_70_bar__plus_01_dot_48_bar__plus_00_dot_63 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_70_bar__plus_01_dot_48_bar__plus_00_dot_63 Sofa_bar__plus_11_dot_45_bar__minus_00_dot_07_bar__plus_03_dot_20)
        (objectAtLocation Pillow_bar__plus_00_dot_70_bar__plus_01_dot_48_bar__plus_00_dot_63 loc_bar_46_bar_8_bar_0_bar_30)
        (pickupable Pillow_bar__plus_00_dot_70_bar__plus_01_dot_48_bar__plus_00_dot_63)
        (objectType Statue_bar__minus_01_dot_49_bar__plus_01_dot_40_bar__minus_00_dot_58 StatueType)
        (inReceptacle Statue_bar__minus_01_dot_49_bar__plus_01_dot_40_bar__minus_00_dot_58 DiningTable_bar__plus_09_dot_50_bar__minus_00_dot_02_bar__plus_03_dot_27)
        (objectAtLocation Statue_bar__minus_01_dot_49_bar__plus_01_dot_40_bar__minus_00_dot_58 loc_bar_38_bar_9_bar_0_bar_30)
        (pickupable Statue_bar__minus_01_dot_49_bar__plus_01_dot_40_bar__minus_00_dot_58)
        (objectType Statue_bar__minus_02_dot_69_bar__plus_00_dot_90_bar__minus_02_dot_84 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_69_bar__plus_00_dot_90_bar__minus_02_dot_84 DiningTable_bar__plus_09_dot_50_bar__minus_00_dot_02_bar__plus_03_dot_27)
        (objectAtLocation Statue_bar__minus_02_dot_69_bar__plus_00_dot_90_bar__minus_02_dot_84 loc_bar_38_bar_9_bar_0_bar_30)
        (pickupable Statue_bar__minus_02_dot_69_bar__plus_00_dot_90_bar__minus_02_dot_84)
        (objectType Watch_bar__minus_01_dot_47_bar__plus_00_dot_27_bar__minus_00_dot_79 WatchType)
        (inReceptacle Watch_bar__minus_01_dot_47_bar__plus_00_dot_27_bar__minus_00_dot_79 Drawer_bar__plus_14_dot_18_bar__plus_00_dot_39_bar__plus_02_dot_07)
        (objectAtLocation Watch_bar__minus_01_dot_47_bar__plus_00_dot_27_bar__minus_00_dot_79 loc_bar_53_bar_7_bar_1_bar_30)
        (pickupable Watch_bar__minus_01_dot_47_bar__plus_00_dot_27_bar__minus_00_dot_79)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o RemoteControlType)
                            (receptacleType ?r DiningTableType)
                        )
                    )
                )
            )
        )
    )
