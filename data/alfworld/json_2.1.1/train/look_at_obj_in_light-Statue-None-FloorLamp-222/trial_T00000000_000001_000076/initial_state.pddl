(define (problem plan_trial_T00000000_000001_000076)
(:domain alfred)
(:objects
        agent1 - agent
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        TVStandType - rtype
        BoxType - otype
        ButterKnifeType - otype
        CreditCardType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        FloorLamp_bar__plus_00_dot_09_bar__plus_00_dot_93_bar__plus_01_dot_60 - object
        Statue_bar__plus_01_dot_99_bar__plus_00_dot_90_bar__plus_01_dot_10 - object
        Statue_bar__plus_00_dot_05_bar__plus_00_dot_35_bar__minus_02_dot_84 - object
        Box_bar__minus_01_dot_87_bar__plus_00_dot_82_bar__plus_01_dot_72 - object
        CreditCard_bar__minus_02_dot_10_bar__plus_00_dot_11_bar__plus_02_dot_84 - object
        CreditCard_bar__minus_01_dot_59_bar__plus_01_dot_44_bar__minus_00_dot_91 - object
        KeyChain_bar__plus_00_dot_87_bar__plus_00_dot_69_bar__minus_02_dot_10 - object
        Laptop_bar__plus_00_dot_60_bar__plus_00_dot_66_bar__plus_02_dot_68 - object
        Newspaper_bar__plus_00_dot_10_bar__plus_01_dot_05_bar__plus_01_dot_48 - object
        Newspaper_bar__minus_00_dot_32_bar__plus_00_dot_98_bar__plus_02_dot_26 - object
        Pillow_bar__minus_01_dot_83_bar__plus_01_dot_09_bar__minus_01_dot_61 - object
        Pillow_bar__plus_00_dot_05_bar__plus_00_dot_18_bar__plus_00_dot_35 - object
        RemoteControl_bar__minus_01_dot_97_bar__plus_01_dot_23_bar__minus_00_dot_05 - object
        RemoteControl_bar__plus_00_dot_49_bar__plus_00_dot_86_bar__minus_00_dot_13 - object
        Watch_bar__minus_01_dot_19_bar__plus_00_dot_88_bar__minus_01_dot_40 - object
        CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17 - receptacle
        Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17 - receptacle
        Drawer_bar__plus_00_dot_35_bar__plus_00_dot_05_bar__minus_00_dot_17 - receptacle
        Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70 - receptacle
        SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75 - receptacle
        SideTable_bar__plus_02_dot_96_bar__plus_00_dot_00_bar__plus_01_dot_57 - receptacle
        SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60 - receptacle
        Sofa_bar__minus_01_dot_07_bar_00_dot_00_bar__minus_00_dot_20 - receptacle
        TVStand_bar__plus_00_dot_84_bar_00_dot_00_bar__plus_01_dot_58 - receptacle
        loc_bar_3_bar_2_bar_0_bar_30 - location
        loc_bar_3_bar_4_bar_2_bar_30 - location
        loc_bar_6_bar_2_bar_0_bar_30 - location
        loc_bar_6_bar__minus_3_bar_3_bar_30 - location
        loc_bar_7_bar_4_bar_0_bar_30 - location
        loc_bar_8_bar_5_bar_1_bar_30 - location
        loc_bar__minus_1_bar_0_bar_3_bar_30 - location
        loc_bar__minus_1_bar_9_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_2_bar_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_1_bar_9_bar_3_bar_30)
        (receptacleType CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17 loc_bar_3_bar_4_bar_2_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (openable Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17)
        (receptacleType Drawer_bar__plus_00_dot_35_bar__plus_00_dot_05_bar__minus_00_dot_17 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_35_bar__plus_00_dot_05_bar__minus_00_dot_17 loc_bar_6_bar__minus_3_bar_3_bar_30)
        (openable Drawer_bar__plus_00_dot_35_bar__plus_00_dot_05_bar__minus_00_dot_17)
        (receptacleType Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70 loc_bar_6_bar_2_bar_0_bar_30)
        (openable Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70)
        (receptacleType SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75 loc_bar_7_bar_4_bar_0_bar_30)
        (receptacleType SideTable_bar__plus_02_dot_96_bar__plus_00_dot_00_bar__plus_01_dot_57 SideTableType)
        (receptacleAtLocation SideTable_bar__plus_02_dot_96_bar__plus_00_dot_00_bar__plus_01_dot_57 loc_bar_8_bar_5_bar_1_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (receptacleType Sofa_bar__minus_01_dot_07_bar_00_dot_00_bar__minus_00_dot_20 SofaType)
        (receptacleAtLocation Sofa_bar__minus_01_dot_07_bar_00_dot_00_bar__minus_00_dot_20 loc_bar__minus_1_bar_0_bar_3_bar_30)
        (receptacleType TVStand_bar__plus_00_dot_84_bar_00_dot_00_bar__plus_01_dot_58 TVStandType)
        (receptacleAtLocation TVStand_bar__plus_00_dot_84_bar_00_dot_00_bar__plus_01_dot_58 loc_bar_3_bar_2_bar_0_bar_30)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType NewspaperType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType NewspaperType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType NewspaperType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WatchType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType NewspaperType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType FloorLamp_bar__plus_00_dot_09_bar__plus_00_dot_93_bar__plus_01_dot_60 FloorLampType)
        (inReceptacle FloorLamp_bar__plus_00_dot_09_bar__plus_00_dot_93_bar__plus_01_dot_60 TVStand_bar__plus_00_dot_84_bar_00_dot_00_bar__plus_01_dot_58)
        (objectAtLocation FloorLamp_bar__plus_00_dot_09_bar__plus_00_dot_93_bar__plus_01_dot_60 loc_bar_3_bar_2_bar_0_bar_30)
        (toggleable FloorLamp_bar__plus_00_dot_09_bar__plus_00_dot_93_bar__plus_01_dot_60)
        (objectType Statue_bar__plus_01_dot_99_bar__plus_00_dot_90_bar__plus_01_dot_10 StatueType)
        (inReceptacle Statue_bar__plus_01_dot_99_bar__plus_00_dot_90_bar__plus_01_dot_10 CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17)
        (objectAtLocation Statue_bar__plus_01_dot_99_bar__plus_00_dot_90_bar__plus_01_dot_10 loc_bar_3_bar_4_bar_2_bar_30)
        (pickupable Statue_bar__plus_01_dot_99_bar__plus_00_dot_90_bar__plus_01_dot_10)
        (objectType Statue_bar__plus_00_dot_05_bar__plus_00_dot_35_bar__minus_02_dot_84 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_05_bar__plus_00_dot_35_bar__minus_02_dot_84 SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75)
        (objectAtLocation Statue_bar__plus_00_dot_05_bar__plus_00_dot_35_bar__minus_02_dot_84 loc_bar_7_bar_4_bar_0_bar_30)
        (pickupable Statue_bar__plus_00_dot_05_bar__plus_00_dot_35_bar__minus_02_dot_84)
        (objectType Box_bar__minus_01_dot_87_bar__plus_00_dot_82_bar__plus_01_dot_72 BoxType)
        (inReceptacle Box_bar__minus_01_dot_87_bar__plus_00_dot_82_bar__plus_01_dot_72 SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75)
        (objectAtLocation Box_bar__minus_01_dot_87_bar__plus_00_dot_82_bar__plus_01_dot_72 loc_bar_7_bar_4_bar_0_bar_30)
        (pickupable Box_bar__minus_01_dot_87_bar__plus_00_dot_82_bar__plus_01_dot_72)
        (isReceptacleObject Box_bar__minus_01_dot_87_bar__plus_00_dot_82_bar__plus_01_dot_72)
        (objectType CreditCard_bar__minus_02_dot_10_bar__plus_00_dot_11_bar__plus_02_dot_84 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_10_bar__plus_00_dot_11_bar__plus_02_dot_84 SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75)
        (objectAtLocation CreditCard_bar__minus_02_dot_10_bar__plus_00_dot_11_bar__plus_02_dot_84 loc_bar_7_bar_4_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_10_bar__plus_00_dot_11_bar__plus_02_dot_84)
        (objectType CreditCard_bar__minus_01_dot_59_bar__plus_01_dot_44_bar__minus_00_dot_91 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_59_bar__plus_01_dot_44_bar__minus_00_dot_91 Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70)
        (objectAtLocation CreditCard_bar__minus_01_dot_59_bar__plus_01_dot_44_bar__minus_00_dot_91 loc_bar_6_bar_2_bar_0_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_59_bar__plus_01_dot_44_bar__minus_00_dot_91)
        (objectType KeyChain_bar__plus_00_dot_87_bar__plus_00_dot_69_bar__minus_02_dot_10 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_87_bar__plus_00_dot_69_bar__minus_02_dot_10 Drawer_bar__plus_00_dot_35_bar__plus_00_dot_05_bar__minus_00_dot_17)
        (objectAtLocation KeyChain_bar__plus_00_dot_87_bar__plus_00_dot_69_bar__minus_02_dot_10 loc_bar_6_bar__minus_3_bar_3_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_87_bar__plus_00_dot_69_bar__minus_02_dot_10)
        (objectType Laptop_bar__plus_00_dot_60_bar__plus_00_dot_66_bar__plus_02_dot_68 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_60_bar__plus_00_dot_66_bar__plus_02_dot_68 SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60)
        (objectAtLocation Laptop_bar__plus_00_dot_60_bar__plus_00_dot_66_bar__plus_02_dot_68 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable Laptop_bar__plus_00_dot_60_bar__plus_00_dot_66_bar__plus_02_dot_68)
        (objectType Newspaper_bar__plus_00_dot_10_bar__plus_01_dot_05_bar__plus_01_dot_48 NewspaperType)
        (inReceptacle Newspaper_bar__plus_00_dot_10_bar__plus_01_dot_05_bar__plus_01_dot_48 SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60)
        (objectAtLocation Newspaper_bar__plus_00_dot_10_bar__plus_01_dot_05_bar__plus_01_dot_48 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable Newspaper_bar__plus_00_dot_10_bar__plus_01_dot_05_bar__plus_01_dot_48)
        (objectType Newspaper_bar__minus_00_dot_32_bar__plus_00_dot_98_bar__plus_02_dot_26 NewspaperType)
        (inReceptacle Newspaper_bar__minus_00_dot_32_bar__plus_00_dot_98_bar__plus_02_dot_26 SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60)
        (objectAtLocation Newspaper_bar__minus_00_dot_32_bar__plus_00_dot_98_bar__plus_02_dot_26 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable Newspaper_bar__minus_00_dot_32_bar__plus_00_dot_98_bar__plus_02_dot_26)
        (objectType Pillow_bar__minus_01_dot_83_bar__plus_01_dot_09_bar__minus_01_dot_61 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_83_bar__plus_01_dot_09_bar__minus_01_dot_61 Sofa_bar__minus_01_dot_07_bar_00_dot_00_bar__minus_00_dot_20)
        (objectAtLocation Pillow_bar__minus_01_dot_83_bar__plus_01_dot_09_bar__minus_01_dot_61 loc_bar__minus_1_bar_0_bar_3_bar_30)
        (pickupable Pillow_bar__minus_01_dot_83_bar__plus_01_dot_09_bar__minus_01_dot_61)
        (objectType Pillow_bar__plus_00_dot_05_bar__plus_00_dot_18_bar__plus_00_dot_35 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_05_bar__plus_00_dot_18_bar__plus_00_dot_35 Sofa_bar__minus_01_dot_07_bar_00_dot_00_bar__minus_00_dot_20)
        (objectAtLocation Pillow_bar__plus_00_dot_05_bar__plus_00_dot_18_bar__plus_00_dot_35 loc_bar__minus_1_bar_0_bar_3_bar_30)
        (pickupable Pillow_bar__plus_00_dot_05_bar__plus_00_dot_18_bar__plus_00_dot_35)
        (objectType RemoteControl_bar__minus_01_dot_97_bar__plus_01_dot_23_bar__minus_00_dot_05 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_01_dot_97_bar__plus_01_dot_23_bar__minus_00_dot_05 SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60)
        (objectAtLocation RemoteControl_bar__minus_01_dot_97_bar__plus_01_dot_23_bar__minus_00_dot_05 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable RemoteControl_bar__minus_01_dot_97_bar__plus_01_dot_23_bar__minus_00_dot_05)
        (objectType RemoteControl_bar__plus_00_dot_49_bar__plus_00_dot_86_bar__minus_00_dot_13 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_00_dot_49_bar__plus_00_dot_86_bar__minus_00_dot_13 Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17)
        (objectAtLocation RemoteControl_bar__plus_00_dot_49_bar__plus_00_dot_86_bar__minus_00_dot_13 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (pickupable RemoteControl_bar__plus_00_dot_49_bar__plus_00_dot_86_bar__minus_00_dot_13)
        (objectType Watch_bar__minus_01_dot_19_bar__plus_00_dot_88_bar__minus_01_dot_40 WatchType)
        (inReceptacle Watch_bar__minus_01_dot_19_bar__plus_00_dot_88_bar__minus_01_dot_40 SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75)
        (objectAtLocation Watch_bar__minus_01_dot_19_bar__plus_00_dot_88_bar__minus_01_dot_40 loc_bar_7_bar_4_bar_0_bar_30)
        (pickupable Watch_bar__minus_01_dot_19_bar__plus_00_dot_88_bar__minus_01_dot_40)
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
                         (objectType ?o StatueType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
