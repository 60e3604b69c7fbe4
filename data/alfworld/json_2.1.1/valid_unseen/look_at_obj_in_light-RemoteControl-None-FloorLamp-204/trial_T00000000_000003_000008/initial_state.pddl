(define (problem plan_trial_T00000000_000003_000008)
(:domain alfred)
(:objects
        agent1 - agent
        CoffeeTableType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        TVStandType - rtype
        ButterKnifeType - otype
        CreditCardType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        PillowType - otype
        RemoteControlType - otype
        FloorLamp_bar__plus_01_dot_71_bar__plus_01_dot_08_bar__minus_01_dot_85 - object
        RemoteControl_bar__plus_02_dot_46_bar__plus_00_dot_37_bar__plus_02_dot_76 - object
        RemoteControl_bar__minus_00_dot_81_bar__plus_00_dot_13_bar__minus_02_dot_93 - object
        CreditCard_bar__plus_01_dot_56_bar__plus_00_dot_97_bar__minus_02_dot_87 - object
        CreditCard_bar__minus_02_dot_31_bar__plus_01_dot_08_bar__minus_01_dot_56 - object
        KeyChain_bar__plus_01_dot_08_bar__plus_00_dot_90_bar__plus_00_dot_63 - object
        Pillow_bar__minus_00_dot_94_bar__plus_01_dot_26_bar__plus_00_dot_81 - object
        Pillow_bar__minus_02_dot_49_bar__plus_00_dot_25_bar__minus_01_dot_81 - object
        CoffeeTable_bar__minus_01_dot_97_bar__plus_00_dot_00_bar__plus_04_dot_19 - receptacle
        Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41 - receptacle
        DiningTable_bar__minus_01_dot_78_bar__plus_00_dot_01_bar__minus_02_dot_04 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_01_dot_24 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_58_bar__plus_01_dot_24 - receptacle
        GarbageCan_bar__plus_00_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_04 - receptacle
        Shelf_bar__minus_04_dot_25_bar__plus_01_dot_31_bar__plus_00_dot_77 - receptacle
        Shelf_bar__minus_04_dot_25_bar__plus_01_dot_69_bar__plus_00_dot_77 - receptacle
        Sofa_bar__minus_02_dot_16_bar__plus_00_dot_00_bar__plus_06_dot_12 - receptacle
        Sofa_bar__minus_03_dot_81_bar__plus_00_dot_00_bar__plus_04_dot_15 - receptacle
        TVStand_bar__minus_00_dot_20_bar__minus_00_dot_01_bar__plus_05_dot_90 - receptacle
        loc_bar_0_bar_11_bar_2_bar_30 - location
        loc_bar_0_bar_1_bar_0_bar_30 - location
        loc_bar_1_bar_18_bar_0_bar_30 - location
        loc_bar__minus_11_bar_16_bar_3_bar_30 - location
        loc_bar__minus_11_bar_4_bar_3_bar_0 - location
        loc_bar__minus_14_bar_4_bar_3_bar_0 - location
        loc_bar__minus_2_bar_10_bar_2_bar_30 - location
        loc_bar__minus_2_bar_2_bar_1_bar_30 - location
        loc_bar__minus_5_bar_1_bar_0_bar_30 - location
        loc_bar__minus_7_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_8_bar_12_bar_0_bar_30 - location
        loc_bar__minus_9_bar_20_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar_1_bar_0_bar_30)
        (receptacleType CoffeeTable_bar__minus_01_dot_97_bar__plus_00_dot_00_bar__plus_04_dot_19 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_01_dot_97_bar__plus_00_dot_00_bar__plus_04_dot_19 loc_bar__minus_8_bar_12_bar_0_bar_30)
        (receptacleType Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41 DeskType)
        (receptacleAtLocation Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41 loc_bar__minus_2_bar_10_bar_2_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_78_bar__plus_00_dot_01_bar__minus_02_dot_04 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_78_bar__plus_00_dot_01_bar__minus_02_dot_04 loc_bar__minus_7_bar__minus_4_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_01_dot_24 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_01_dot_24 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_01_dot_24)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_58_bar__plus_01_dot_24 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_58_bar__plus_01_dot_24 loc_bar_0_bar_1_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_58_bar__plus_01_dot_24)
        (receptacleType GarbageCan_bar__plus_00_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_04 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_42_bar__plus_00_dot_00_bar__plus_02_dot_04 loc_bar_0_bar_11_bar_2_bar_30)
        (receptacleType Shelf_bar__minus_04_dot_25_bar__plus_01_dot_31_bar__plus_00_dot_77 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_04_dot_25_bar__plus_01_dot_31_bar__plus_00_dot_77 loc_bar__minus_14_bar_4_bar_3_bar_0)
        (receptacleType Shelf_bar__minus_04_dot_25_bar__plus_01_dot_69_bar__plus_00_dot_77 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_04_dot_25_bar__plus_01_dot_69_bar__plus_00_dot_77 loc_bar__minus_11_bar_4_bar_3_bar_0)
        (receptacleType Sofa_bar__minus_02_dot_16_bar__plus_00_dot_00_bar__plus_06_dot_12 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_16_bar__plus_00_dot_00_bar__plus_06_dot_12 loc_bar__minus_9_bar_20_bar_0_bar_30)
        (receptacleType Sofa_bar__minus_03_dot_81_bar__plus_00_dot_00_bar__plus_04_dot_15 SofaType)
        (receptacleAtLocation Sofa_bar__minus_03_dot_81_bar__plus_00_dot_00_bar__plus_04_dot_15 loc_bar__minus_11_bar_16_bar_3_bar_30)
        (receptacleType TVStand_bar__minus_00_dot_20_bar__minus_00_dot_01_bar__plus_05_dot_90 TVStandType)
        (receptacleAtLocation TVStand_bar__minus_00_dot_20_bar__minus_00_dot_01_bar__plus_05_dot_90 loc_bar_1_bar_18_bar_0_bar_30)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain DeskType CreditCardType)
        (canContain DeskType KeyChainType)
        (canContain DeskType RemoteControlType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CreditCardType)
        (canContain DiningTableType KeyChainType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType RemoteControlType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain ShelfType CreditCardType)
        (canContain ShelfType KeyChainType)
        (canContain ShelfType RemoteControlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType FloorLamp_bar__plus_01_dot_71_bar__plus_01_dot_08_bar__minus_01_dot_85 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_01_dot_71_bar__plus_01_dot_08_bar__minus_01_dot_85 Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41)
        (objectAtLocation FloorLamp_bar__plus_01_dot_71_bar__plus_01_dot_08_bar__minus_01_dot_85 loc_bar__minus_2_bar_10_bar_2_bar_30)
        (toggleable FloorLamp_bar__plus_01_dot_71_bar__plus_01_dot_08_bar__minus_01_dot_85)
        (objectType RemoteControl_bar__plus_02_dot_46_bar__plus_00_dot_37_bar__plus_02_dot_76 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_02_dot_46_bar__plus_00_dot_37_bar__plus_02_dot_76 Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41)
        (objectAtLocation RemoteControl_bar__plus_02_dot_46_bar__plus_00_dot_37_bar__plus_02_dot_76 loc_bar__minus_2_bar_10_bar_2_bar_30)
        (pickupable RemoteControl_bar__plus_02_dot_46_bar__plus_00_dot_37_bar__plus_02_dot_76)
        (objectType RemoteControl_bar__minus_00_dot_81_bar__plus_00_dot_13_bar__minus_02_dot_93 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_00_dot_81_bar__plus_00_dot_13_bar__minus_02_dot_93 DiningTable_bar__minus_01_dot_78_bar__plus_00_dot_01_bar__minus_02_dot_04)
        (objectAtLocation RemoteControl_bar__minus_00_dot_81_bar__plus_00_dot_13_bar__minus_02_dot_93 loc_bar__minus_7_bar__minus_4_bar_2_bar_30)
        (pickupable RemoteControl_bar__minus_00_dot_81_bar__plus_00_dot_13_bar__minus_02_dot_93)
        (objectType CreditCard_bar__plus_01_dot_56_bar__plus_00_dot_97_bar__minus_02_dot_87 CreditCardType)
        (inReceptacle CreditCard_bar__plus_01_dot_56_bar__plus_00_dot_97_bar__minus_02_dot_87 Sofa_bar__minus_02_dot_16_bar__plus_00_dot_00_bar__plus_06_dot_12)
        (objectAtLocation CreditCard_bar__plus_01_dot_56_bar__plus_00_dot_97_bar__minus_02_dot_87 loc_bar__minus_9_bar_20_bar_0_bar_30)
        (pickupable CreditCard_bar__plus_01_dot_56_bar__plus_00_dot_97_bar__minus_02_dot_87)
        (objectType CreditCard_bar__minus_02_dot_31_bar__plus_01_dot_08_bar__minus_01_dot_56 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_31_bar__plus_01_dot_08_bar__minus_01_dot_56 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_17_bar__plus_01_dot_24)
        (objectAtLocation CreditCard_bar__minus_02_dot_31_bar__plus_01_dot_08_bar__minus_01_dot_56 loc_bar__minus_2_bar_2_bar_1_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_31_bar__plus_01_dot_08_bar__minus_01_dot_56)
        (objectType KeyChain_bar__plus_01_dot_08_bar__plus_00_dot_90_bar__plus_00_dot_63 KeyChainType)
        (inReceptacle KeyChain_bar__plus_01_dot_08_bar__plus_00_dot_90_bar__plus_00_dot_63 Desk_bar__minus_00_dot_25_bar__plus_00_dot_00_bar__plus_01_dot_41)
        (objectAtLocation KeyChain_bar__plus_01_dot_08_bar__plus_00_dot_90_bar__plus_00_dot_63 loc_bar__minus_2_bar_10_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_01_dot_08_bar__plus_00_dot_90_bar__plus_00_dot_63)
        (objectType Pillow_bar__minus_00_dot_94_bar__plus_01_dot_26_bar__plus_00_dot_81 PillowType)
        (inReceptacle Pillow_bar__minus_00_dot_94_bar__plus_01_dot_26_bar__plus_00_dot_81 Sofa_bar__minus_03_dot_81_bar__plus_00_dot_00_bar__plus_04_dot_15)
        (objectAtLocation Pillow_bar__minus_00_dot_94_bar__plus_01_dot_26_bar__plus_00_dot_81 loc_bar__minus_11_bar_16_bar_3_bar_30)
        (pickupable Pillow_bar__minus_00_dot_94_bar__plus_01_dot_26_bar__plus_00_dot_81)
        (objectType Pillow_bar__minus_02_dot_49_bar__plus_00_dot_25_bar__minus_01_dot_81 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_49_bar__plus_00_dot_25_bar__minus_01_dot_81 Sofa_bar__minus_03_dot_81_bar__plus_00_dot_00_bar__plus_04_dot_15)
        (objectAtLocation Pillow_bar__minus_02_dot_49_bar__plus_00_dot_25_bar__minus_01_dot_81 loc_bar__minus_11_bar_16_bar_3_bar_30)
        (pickupable Pillow_bar__minus_02_dot_49_bar__plus_00_dot_25_bar__minus_01_dot_81)
        )
(:goal
             (and
                 (exists (?ot - object
                          ?r - receptacle
                          ?a - agent
                          ?l - location)
                     (and
                         (objectType ?ot FloorLampType)
                         (toggleable ?ot)
                         (isToggled ?ot)
                         (receptacleAtLocation ?r ?l)
                         (atLocation ?a ?l)
                         (inReceptacle ?ot ?r)
                     )
                 )
                 (exists (?o - object
                          ?a - agent)
                     (and
                         (objectType ?o RemoteControlType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
