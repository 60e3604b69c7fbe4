(define (problem plan_trial_T00000000_000002_000004)
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
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        KnifeType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        Statue_bar__plus_02_dot_60_bar__plus_00_dot_36_bar__plus_01_dot_90 - object
        Box_bar__plus_00_dot_35_bar__plus_00_dot_43_bar__plus_01_dot_98 - object
        CreditCard_bar__plus_00_dot_86_bar__plus_01_dot_16_bar__minus_02_dot_05 - object
        Pillow_bar__minus_01_dot_28_bar__plus_00_dot_29_bar__minus_02_dot_21 - object
        Pillow_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__minus_00_dot_36 - object
        RemoteControl_bar__plus_00_dot_15_bar__plus_00_dot_86_bar__minus_01_dot_29 - object
        Watch_bar__plus_01_dot_73_bar__plus_00_dot_49_bar__plus_01_dot_65 - object
        CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45 - receptacle
        DiningTable_bar__minus_01_dot_40_bar__plus_00_dot_00_bar__plus_01_dot_45 - receptacle
        Drawer_bar__minus_02_dot_56_bar__plus_00_dot_53_bar__plus_04_dot_48 - receptacle
        GarbageCan_bar__minus_00_dot_22_bar__minus_00_dot_01_bar__plus_04_dot_73 - receptacle
        SideTable_bar__minus_02_dot_56_bar__minus_00_dot_01_bar__plus_04_dot_74 - receptacle
        SideTable_bar__minus_03_dot_79_bar__minus_00_dot_01_bar__plus_04_dot_46 - receptacle
        Sofa_bar__minus_03_dot_66_bar__minus_00_dot_02_bar__plus_00_dot_46 - receptacle
        Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43 - receptacle
        loc_bar_5_bar__minus_4_bar_0_bar_30 - location
        loc_bar__minus_10_bar_6_bar_1_bar_30 - location
        loc_bar__minus_11_bar_9_bar_3_bar_30 - location
        loc_bar__minus_12_bar_15_bar_0_bar_30 - location
        loc_bar__minus_13_bar_7_bar_2_bar_30 - location
        loc_bar__minus_18_bar_10_bar_3_bar_30 - location
        loc_bar__minus_19_bar_18_bar_1_bar_30 - location
        loc_bar__minus_5_bar_17_bar_1_bar_30 - location
        loc_bar__minus_6_bar_17_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_5_bar__minus_4_bar_0_bar_30)
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
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain DiningTableType BoxType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType RemoteControlType)
        (canContain DiningTableType StatueType)
        (canContain DiningTableType WatchType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType Statue_bar__plus_02_dot_60_bar__plus_00_dot_36_bar__plus_01_dot_90 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_60_bar__plus_00_dot_36_bar__plus_01_dot_90 CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45)
        (objectAtLocation Statue_bar__plus_02_dot_60_bar__plus_00_dot_36_bar__plus_01_dot_90 loc_bar__minus_11_bar_9_bar_3_bar_30)
        (pickupable Statue_bar__plus_02_dot_60_bar__plus_00_dot_36_bar__plus_01_dot_90)
        (objectType Box_bar__plus_00_dot_35_bar__plus_00_dot_43_bar__plus_01_dot_98 BoxType)
        (inReceptacle Box_bar__plus_00_dot_35_bar__plus_00_dot_43_bar__plus_01_dot_98 Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43)
        (objectAtLocation Box_bar__plus_00_dot_35_bar__plus_00_dot_43_bar__plus_01_dot_98 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (pickupable Box_bar__plus_00_dot_35_bar__plus_00_dot_43_bar__plus_01_dot_98)
        (isReceptacleObject Box_bar__plus_00_dot_35_bar__plus_00_dot_43_bar__plus_01_dot_98)
        (objectType CreditCard_bar__plus_00_dot_86_bar__plus_01_dot_16_bar__minus_02_dot_05 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_86_bar__plus_01_dot_16_bar__minus_02_dot_05 Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43)
        (objectAtLocation CreditCard_bar__plus_00_dot_86_bar__plus_01_dot_16_bar__minus_02_dot_05 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_86_bar__plus_01_dot_16_bar__minus_02_dot_05)
        (objectType Pillow_bar__minus_01_dot_28_bar__plus_00_dot_29_bar__minus_02_dot_21 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_28_bar__plus_00_dot_29_bar__minus_02_dot_21 Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43)
        (objectAtLocation Pillow_bar__minus_01_dot_28_bar__plus_00_dot_29_bar__minus_02_dot_21 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (pickupable Pillow_bar__minus_01_dot_28_bar__plus_00_dot_29_bar__minus_02_dot_21)
        (objectType Pillow_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__minus_00_dot_36 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__minus_00_dot_36 Sofa_bar__minus_05_dot_40_bar__minus_00_dot_02_bar__plus_02_dot_43)
        (objectAtLocation Pillow_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__minus_00_dot_36 loc_bar__minus_18_bar_10_bar_3_bar_30)
        (pickupable Pillow_bar__plus_02_dot_45_bar__plus_00_dot_15_bar__minus_00_dot_36)
        (objectType RemoteControl_bar__plus_00_dot_15_bar__plus_00_dot_86_bar__minus_01_dot_29 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_00_dot_15_bar__plus_00_dot_86_bar__minus_01_dot_29 CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45)
        (objectAtLocation RemoteControl_bar__plus_00_dot_15_bar__plus_00_dot_86_bar__minus_01_dot_29 loc_bar__minus_11_bar_9_bar_3_bar_30)
        (pickupable RemoteControl_bar__plus_00_dot_15_bar__plus_00_dot_86_bar__minus_01_dot_29)
        (objectType Watch_bar__plus_01_dot_73_bar__plus_00_dot_49_bar__plus_01_dot_65 WatchType)
        (inReceptacle Watch_bar__plus_01_dot_73_bar__plus_00_dot_49_bar__plus_01_dot_65 CoffeeTable_bar__minus_04_dot_00_bar__plus_00_dot_01_bar__plus_02_dot_45)
        (objectAtLocation Watch_bar__plus_01_dot_73_bar__plus_00_dot_49_bar__plus_01_dot_65 loc_bar__minus_11_bar_9_bar_3_bar_30)
        (pickupable Watch_bar__plus_01_dot_73_bar__plus_00_dot_49_bar__plus_01_dot_65)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o StatueType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
