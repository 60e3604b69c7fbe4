(define (problem plan_trial_T00000000_000001_000013)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
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
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        NewspaperType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        Laptop_bar__minus_01_dot_84_bar__plus_00_dot_93_bar__minus_02_dot_88 - object
        Laptop_bar__plus_00_dot_42_bar__plus_01_dot_12_bar__minus_00_dot_33 - object
        Laptop_bar__plus_00_dot_88_bar__plus_00_dot_43_bar__plus_00_dot_68 - object
        Box_bar__plus_01_dot_23_bar__plus_00_dot_04_bar__plus_01_dot_34 - object
        Box_bar__plus_01_dot_78_bar__plus_00_dot_87_bar__minus_02_dot_77 - object
        CreditCard_bar__minus_02_dot_44_bar__plus_01_dot_02_bar__plus_00_dot_01 - object
        CreditCard_bar__plus_00_dot_01_bar__plus_00_dot_87_bar__plus_01_dot_41 - object
        KeyChain_bar__plus_02_dot_98_bar__plus_00_dot_89_bar__plus_01_dot_17 - object
        KeyChain_bar__minus_02_dot_82_bar__plus_01_dot_21_bar__minus_01_dot_59 - object
        Newspaper_bar__minus_02_dot_05_bar__plus_00_dot_03_bar__minus_00_dot_68 - object
        Pillow_bar__minus_01_dot_83_bar__plus_00_dot_23_bar__plus_01_dot_61 - object
        RemoteControl_bar__plus_01_dot_92_bar__plus_01_dot_24_bar__plus_02_dot_00 - object
        RemoteControl_bar__minus_00_dot_16_bar__plus_00_dot_07_bar__minus_01_dot_65 - object
        Statue_bar__plus_02_dot_42_bar__plus_00_dot_32_bar__plus_02_dot_44 - object
        Statue_bar__plus_00_dot_32_bar__plus_01_dot_29_bar__minus_00_dot_33 - object
        Watch_bar__plus_00_dot_03_bar__plus_00_dot_08_bar__minus_00_dot_04 - object
        Watch_bar__plus_00_dot_18_bar__plus_00_dot_63_bar__plus_00_dot_44 - object
        ArmChair_bar__plus_00_dot_22_bar__plus_00_dot_01_bar__minus_01_dot_73 - receptacle
        CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17 - receptacle
        Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17 - receptacle
        Drawer_bar__plus_00_dot_35_bar__plus_00_dot_05_bar__minus_00_dot_17 - receptacle
        Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70 - receptacle
        SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75 - receptacle
        SideTable_bar__plus_02_dot_96_bar__plus_00_dot_00_bar__plus_01_dot_57 - receptacle
        SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60 - receptacle
        Sofa_bar__plus_02_dot_87_bar_00_dot_00_bar__plus_00_dot_25 - receptacle
        Sofa_bar__minus_01_dot_07_bar_00_dot_00_bar__minus_00_dot_20 - receptacle
        TVStand_bar__plus_00_dot_84_bar_00_dot_00_bar__plus_01_dot_58 - receptacle
        loc_bar_1_bar__minus_4_bar_2_bar_30 - location
        loc_bar_3_bar_2_bar_0_bar_30 - location
        loc_bar_3_bar_4_bar_2_bar_30 - location
        loc_bar_6_bar_2_bar_0_bar_30 - location
        loc_bar_6_bar__minus_3_bar_3_bar_30 - location
        loc_bar_7_bar_1_bar_1_bar_30 - location
        loc_bar_7_bar_4_bar_0_bar_30 - location
        loc_bar_8_bar_5_bar_1_bar_30 - location
        loc_bar__minus_1_bar_0_bar_3_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_2_bar_4_bar_2_bar_30 - location
        loc_bar__minus_7_bar__minus_10_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar__minus_10_bar_0_bar_30)
        (receptacleType ArmChair_bar__plus_00_dot_22_bar__plus_00_dot_01_bar__minus_01_dot_73 ArmChairType)
        (receptacleAtLocation ArmChair_bar__plus_00_dot_22_bar__plus_00_dot_01_bar__minus_01_dot_73 loc_bar_1_bar__minus_4_bar_2_bar_30)
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
        (receptacleType Sofa_bar__plus_02_dot_87_bar_00_dot_00_bar__plus_00_dot_25 SofaType)
        (receptacleAtLocation Sofa_bar__plus_02_dot_87_bar_00_dot_00_bar__plus_00_dot_25 loc_bar_7_bar_1_bar_1_bar_30)
        (receptacleType Sofa_bar__minus_01_dot_07_bar_00_dot_00_bar__minus_00_dot_20 SofaType)
        (receptacleAtLocation Sofa_bar__minus_01_dot_07_bar_00_dot_00_bar__minus_00_dot_20 loc_bar__minus_1_bar_0_bar_3_bar_30)
        (receptacleType TVStand_bar__plus_00_dot_84_bar_00_dot_00_bar__plus_01_dot_58 TVStandType)
        (receptacleAtLocation TVStand_bar__plus_00_dot_84_bar_00_dot_00_bar__plus_01_dot_58 loc_bar_3_bar_2_bar_0_bar_30)
        (canContain ArmChairType BoxType)
        (canContain ArmChairType CreditCardType)
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType LaptopType)
        (canContain ArmChairType NewspaperType)
        (canContain ArmChairType PillowType)
        (canContain ArmChairType RemoteControlType)
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
        (objectType Laptop_bar__minus_01_dot_84_bar__plus_00_dot_93_bar__minus_02_dot_88 LaptopType)
        (inReceptacle Laptop_bar__minus_01_dot_84_bar__plus_00_dot_93_bar__minus_02_dot_88 Sofa_bar__minus_01_dot_07_bar_00_dot_00_bar__minus_00_dot_20)
        (objectAtLocation Laptop_bar__minus_01_dot_84_bar__plus_00_dot_93_bar__minus_02_dot_88 loc_bar__minus_1_bar_0_bar_3_bar_30)
        (pickupable Laptop_bar__minus_01_dot_84_bar__plus_00_dot_93_bar__minus_02_dot_88)
        (objectType Laptop_bar__plus_00_dot_42_bar__plus_01_dot_12_bar__minus_00_dot_33 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_42_bar__plus_01_dot_12_bar__minus_00_dot_33 Sofa_bar__plus_02_dot_87_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation Laptop_bar__plus_00_dot_42_bar__plus_01_dot_12_bar__minus_00_dot_33 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable Laptop_bar__plus_00_dot_42_bar__plus_01_dot_12_bar__minus_00_dot_33)
        (objectType Laptop_bar__plus_00_dot_88_bar__plus_00_dot_43_bar__plus_00_dot_68 LaptopType)
        (inReceptacle Laptop_bar__plus_00_dot_88_bar__plus_00_dot_43_bar__plus_00_dot_68 SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75)
        (objectAtLocation Laptop_bar__plus_00_dot_88_bar__plus_00_dot_43_bar__plus_00_dot_68 loc_bar_7_bar_4_bar_0_bar_30)
        (pickupable Laptop_bar__plus_00_dot_88_bar__plus_00_dot_43_bar__plus_00_dot_68)
        (objectType Box_bar__plus_01_dot_23_bar__plus_00_dot_04_bar__plus_01_dot_34 BoxType)
        (inReceptacle Box_bar__plus_01_dot_23_bar__plus_00_dot_04_bar__plus_01_dot_34 CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17)
        (objectAtLocation Box_bar__plus_01_dot_23_bar__plus_00_dot_04_bar__plus_01_dot_34 loc_bar_3_bar_4_bar_2_bar_30)
        (pickupable Box_bar__plus_01_dot_23_bar__plus_00_dot_04_bar__plus_01_dot_34)
        (isReceptacleObject Box_bar__plus_01_dot_23_bar__plus_00_dot_04_bar__plus_01_dot_34)
        (objectType Box_bar__plus_01_dot_78_bar__plus_00_dot_87_bar__minus_02_dot_77 BoxType)
        (inReceptacle Box_bar__plus_01_dot_78_bar__plus_00_dot_87_bar__minus_02_dot_77 SideTable_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_01_dot_75)
        (objectAtLocation Box_bar__plus_01_dot_78_bar__plus_00_dot_87_bar__minus_02_dot_77 loc_bar_7_bar_4_bar_0_bar_30)
        (pickupable Box_bar__plus_01_dot_78_bar__plus_00_dot_87_bar__minus_02_dot_77)
        (isReceptacleObject Box_bar__plus_01_dot_78_bar__plus_00_dot_87_bar__minus_02_dot_77)
        (objectType CreditCard_bar__minus_02_dot_44_bar__plus_01_dot_02_bar__plus_00_dot_01 CreditCardType)
        (inReceptacle CreditCard_bar__minus_02_dot_44_bar__plus_01_dot_02_bar__plus_00_dot_01 Drawer_bar__plus_00_dot_35_bar__plus_00_dot_05_bar__minus_00_dot_17)
        (objectAtLocation CreditCard_bar__minus_02_dot_44_bar__plus_01_dot_02_bar__plus_00_dot_01 loc_bar_6_bar__minus_3_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_02_dot_44_bar__plus_01_dot_02_bar__plus_00_dot_01)
        (objectType CreditCard_bar__plus_00_dot_01_bar__plus_00_dot_87_bar__plus_01_dot_41 CreditCardType)
        (inReceptacle CreditCard_bar__plus_00_dot_01_bar__plus_00_dot_87_bar__plus_01_dot_41 Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70)
        (objectAtLocation CreditCard_bar__plus_00_dot_01_bar__plus_00_dot_87_bar__plus_01_dot_41 loc_bar_6_bar_2_bar_0_bar_30)
        (pickupable CreditCard_bar__plus_00_dot_01_bar__plus_00_dot_87_bar__plus_01_dot_41)
        (objectType KeyChain_bar__plus_02_dot_98_bar__plus_00_dot_89_bar__plus_01_dot_17 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_98_bar__plus_00_dot_89_bar__plus_01_dot_17 SideTable_bar__minus_00_dot_68_bar__plus_00_dot_00_bar__minus_01_dot_60)
        (objectAtLocation KeyChain_bar__plus_02_dot_98_bar__plus_00_dot_89_bar__plus_01_dot_17 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_98_bar__plus_00_dot_89_bar__plus_01_dot_17)
        (objectType KeyChain_bar__minus_02_dot_82_bar__plus_01_dot_21_bar__minus_01_dot_59 KeyChainType)
        (inReceptacle KeyChain_bar__minus_02_dot_82_bar__plus_01_dot_21_bar__minus_01_dot_59 Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70)
        (objectAtLocation KeyChain_bar__minus_02_dot_82_bar__plus_01_dot_21_bar__minus_01_dot_59 loc_bar_6_bar_2_bar_0_bar_30)
        (pickupable KeyChain_bar__minus_02_dot_82_bar__plus_01_dot_21_bar__minus_01_dot_59)
        (objectType Newspaper_bar__minus_02_dot_05_bar__plus_00_dot_03_bar__minus_00_dot_68 NewspaperType)
        (inReceptacle Newspaper_bar__minus_02_dot_05_bar__plus_00_dot_03_bar__minus_00_dot_68 ArmChair_bar__plus_00_dot_22_bar__plus_00_dot_01_bar__minus_01_dot_73)
        (objectAtLocation Newspaper_bar__minus_02_dot_05_bar__plus_00_dot_03_bar__minus_00_dot_68 loc_bar_1_bar__minus_4_bar_2_bar_30)
        (pickupable Newspaper_bar__minus_02_dot_05_bar__plus_00_dot_03_bar__minus_00_dot_68)
        (objectType Pillow_bar__minus_01_dot_83_bar__plus_00_dot_23_bar__plus_01_dot_61 PillowType)
        (inReceptacle Pillow_bar__minus_01_dot_83_bar__plus_00_dot_23_bar__plus_01_dot_61 Sofa_bar__plus_02_dot_87_bar_00_dot_00_bar__plus_00_dot_25)
        (objectAtLocation Pillow_bar__minus_01_dot_83_bar__plus_00_dot_23_bar__plus_01_dot_61 loc_bar_7_bar_1_bar_1_bar_30)
        (pickupable Pillow_bar__minus_01_dot_83_bar__plus_00_dot_23_bar__plus_01_dot_61)
        (objectType RemoteControl_bar__plus_01_dot_92_bar__plus_01_dot_24_bar__plus_02_dot_00 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_01_dot_92_bar__plus_01_dot_24_bar__plus_02_dot_00 Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17)
        (objectAtLocation RemoteControl_bar__plus_01_dot_92_bar__plus_01_dot_24_bar__plus_02_dot_00 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (pickupable RemoteControl_bar__plus_01_dot_92_bar__plus_01_dot_24_bar__plus_02_dot_00)
        (objectType RemoteControl_bar__minus_00_dot_16_bar__plus_00_dot_07_bar__minus_01_dot_65 RemoteControlType)
        (inReceptacle RemoteControl_bar__minus_00_dot_16_bar__plus_00_dot_07_bar__minus_01_dot_65 CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17)
        (objectAtLocation RemoteControl_bar__minus_00_dot_16_bar__plus_00_dot_07_bar__minus_01_dot_65 loc_bar_3_bar_4_bar_2_bar_30)
        (pickupable RemoteControl_bar__minus_00_dot_16_bar__plus_00_dot_07_bar__minus_01_dot_65)
        (objectType Statue_bar__plus_02_dot_42_bar__plus_00_dot_32_bar__plus_02_dot_44 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_42_bar__plus_00_dot_32_bar__plus_02_dot_44 CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17)
        (objectAtLocation Statue_bar__plus_02_dot_42_bar__plus_00_dot_32_bar__plus_02_dot_44 loc_bar_3_bar_4_bar_2_bar_30)
        (pickupable Statue_bar__plus_02_dot_42_bar__plus_00_dot_32_bar__plus_02_dot_44)
        (objectType Statue_bar__plus_00_dot_32_bar__plus_01_dot_29_bar__minus_00_dot_33 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_32_bar__plus_01_dot_29_bar__minus_00_dot_33 CoffeeTable_bar__plus_00_dot_23_bar__plus_00_dot_01_bar__minus_00_dot_17)
        (objectAtLocation Statue_bar__plus_00_dot_32_bar__plus_01_dot_29_bar__minus_00_dot_33 loc_bar_3_bar_4_bar_2_bar_30)
        (pickupable Statue_bar__plus_00_dot_32_bar__plus_01_dot_29_bar__minus_00_dot_33)
        (objectType Watch_bar__plus_00_dot_03_bar__plus_00_dot_08_bar__minus_00_dot_04 WatchType)
        (inReceptacle Watch_bar__plus_00_dot_03_bar__plus_00_dot_08_bar__minus_00_dot_04 Drawer_bar__plus_00_dot_10_bar__plus_00_dot_05_bar__minus_00_dot_17)
        (objectAtLocation Watch_bar__plus_00_dot_03_bar__plus_00_dot_08_bar__minus_00_dot_04 loc_bar__minus_2_bar_4_bar_2_bar_30)
        (pickupable Watch_bar__plus_00_dot_03_bar__plus_00_dot_08_bar__minus_00_dot_04)
        (objectType Watch_bar__plus_00_dot_18_bar__plus_00_dot_63_bar__plus_00_dot_44 WatchType)
        (inReceptacle Watch_bar__plus_00_dot_18_bar__plus_00_dot_63_bar__plus_00_dot_44 Drawer_bar__plus_02_dot_00_bar__plus_00_dot_77_bar__plus_01_dot_70)
        (objectAtLocation Watch_bar__plus_00_dot_18_bar__plus_00_dot_63_bar__plus_00_dot_44 loc_bar_6_bar_2_bar_0_bar_30)
        (pickupable Watch_bar__plus_00_dot_18_bar__plus_00_dot_63_bar__plus_00_dot_44)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o LaptopType)
                            (receptacleType ?r CoffeeTableType)
                        )
                    )
                )
            )
        )
    )
