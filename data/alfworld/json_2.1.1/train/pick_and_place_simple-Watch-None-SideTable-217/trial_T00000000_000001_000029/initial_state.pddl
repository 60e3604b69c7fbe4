(define (problem plan_trial_T00000000_000001_000029)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CoffeeTableType - rtype
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
        KeyChainType - otype
        KnifeType - otype
        LaptopType - otype
        PillowType - otype
        RemoteControlType - otype
        StatueType - otype
        WatchType - otype
        WateringCanType - otype
        Watch_bar__plus_02_dot_14_bar__plus_00_dot_59_bar__minus_02_dot_08 - object
        Watch_bar__plus_01_dot_33_bar__plus_00_dot_55_bar__minus_01_dot_02 - object
        Watch_bar__minus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_20 - object
        Box_bar__minus_02_dot_83_bar__plus_00_dot_67_bar__minus_01_dot_72 - object
        CreditCard_bar__minus_01_dot_04_bar__plus_00_dot_53_bar__minus_01_dot_68 - object
        KeyChain_bar__plus_00_dot_92_bar__plus_01_dot_14_bar__minus_00_dot_54 - object
        KeyChain_bar__plus_00_dot_86_bar__plus_00_dot_90_bar__plus_01_dot_25 - object
        Laptop_bar__plus_02_dot_90_bar__plus_00_dot_01_bar__minus_02_dot_04 - object
        Laptop_bar__minus_00_dot_55_bar__plus_00_dot_50_bar__minus_02_dot_11 - object
        Pillow_bar__plus_02_dot_47_bar__plus_01_dot_20_bar__minus_01_dot_52 - object
        Pillow_bar__minus_02_dot_90_bar__plus_00_dot_66_bar__plus_01_dot_36 - object
        RemoteControl_bar__plus_00_dot_94_bar__plus_01_dot_31_bar__minus_00_dot_31 - object
        Statue_bar__minus_02_dot_39_bar__plus_00_dot_80_bar__plus_02_dot_82 - object
        Statue_bar__plus_02_dot_34_bar__plus_01_dot_37_bar__plus_02_dot_60 - object
        WateringCan_bar__plus_02_dot_60_bar__plus_00_dot_44_bar__plus_01_dot_60 - object
        Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_01_dot_57 - receptacle
        Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_59 - receptacle
        Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_61 - receptacle
        Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_03_dot_63 - receptacle
        CoffeeTable_bar__minus_02_dot_41_bar__plus_00_dot_00_bar__plus_02_dot_55 - receptacle
        Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_01_dot_82 - receptacle
        Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_34 - receptacle
        Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_86 - receptacle
        Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_03_dot_37 - receptacle
        GarbageCan_bar__minus_04_dot_81_bar__plus_00_dot_00_bar__plus_01_dot_24 - receptacle
        SideTable_bar__minus_00_dot_04_bar_00_dot_00_bar__plus_04_dot_62 - receptacle
        Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_00_dot_70 - receptacle
        loc_bar_11_bar__minus_6_bar_2_bar_30 - location
        loc_bar__minus_15_bar_10_bar_3_bar_30 - location
        loc_bar__minus_15_bar_12_bar_3_bar_30 - location
        loc_bar__minus_15_bar_6_bar_3_bar_30 - location
        loc_bar__minus_15_bar_7_bar_3_bar_30 - location
        loc_bar__minus_15_bar_8_bar_3_bar_30 - location
        loc_bar__minus_16_bar_10_bar_3_bar_30 - location
        loc_bar__minus_16_bar_11_bar_3_bar_30 - location
        loc_bar__minus_16_bar_13_bar_3_bar_30 - location
        loc_bar__minus_16_bar_7_bar_3_bar_30 - location
        loc_bar__minus_4_bar_17_bar_1_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_11_bar__minus_6_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_01_dot_57 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_01_dot_57 loc_bar__minus_15_bar_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_01_dot_57)
        (receptacleType Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_59 loc_bar__minus_15_bar_8_bar_3_bar_30)
        (openable Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_59)
        (receptacleType Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_61 loc_bar__minus_15_bar_10_bar_3_bar_30)
        (openable Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_61)
        (receptacleType Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_03_dot_63 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_03_dot_63 loc_bar__minus_15_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_03_dot_63)
        (receptacleType CoffeeTable_bar__minus_02_dot_41_bar__plus_00_dot_00_bar__plus_02_dot_55 CoffeeTableType)
        (receptacleAtLocation CoffeeTable_bar__minus_02_dot_41_bar__plus_00_dot_00_bar__plus_02_dot_55 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (receptacleType Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_01_dot_82 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_01_dot_82 loc_bar__minus_16_bar_7_bar_3_bar_30)
        (openable Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_01_dot_82)
        (receptacleType Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_34 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_34 loc_bar__minus_16_bar_10_bar_3_bar_30)
        (openable Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_34)
        (receptacleType Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_86 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_86 loc_bar__minus_16_bar_11_bar_3_bar_30)
        (openable Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_86)
        (receptacleType Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_03_dot_37 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_03_dot_37 loc_bar__minus_16_bar_13_bar_3_bar_30)
        (openable Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_03_dot_37)
        (receptacleType GarbageCan_bar__minus_04_dot_81_bar__plus_00_dot_00_bar__plus_01_dot_24 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_04_dot_81_bar__plus_00_dot_00_bar__plus_01_dot_24 loc_bar__minus_15_bar_7_bar_3_bar_30)
        (receptacleType SideTable_bar__minus_00_dot_04_bar_00_dot_00_bar__plus_04_dot_62 SideTableType)
        (receptacleAtLocation SideTable_bar__minus_00_dot_04_bar_00_dot_00_bar__plus_04_dot_62 loc_bar__minus_4_bar_17_bar_1_bar_30)
        (receptacleType Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_00_dot_70 SofaType)
        (receptacleAtLocation Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_00_dot_70 loc_bar__minus_9_bar_7_bar_2_bar_30)
        (canContain CabinetType BoxType)
        (canContain CabinetType WateringCanType)
        (canContain CoffeeTableType BoxType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType CreditCardType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType LaptopType)
        (canContain CoffeeTableType RemoteControlType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CreditCardType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType RemoteControlType)
        (canContain DrawerType WatchType)
        (canContain DrawerType WateringCanType)
        (canContain SideTableType BoxType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType CreditCardType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType LaptopType)
        (canContain SideTableType RemoteControlType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WatchType)
        (canContain SideTableType WateringCanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (canContain SofaType BoxType)
        (canContain SofaType CreditCardType)
        (canContain SofaType KeyChainType)
        (canContain SofaType LaptopType)
        (canContain SofaType PillowType)
        (canContain SofaType RemoteControlType)
        (objectType Watch_bar__plus_02_dot_14_bar__plus_00_dot_59_bar__minus_02_dot_08 WatchType)
        (inReceptacle Watch_bar__plus_02_dot_14_bar__plus_00_dot_59_bar__minus_02_dot_08 Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_34)
        (objectAtLocation Watch_bar__plus_02_dot_14_bar__plus_00_dot_59_bar__minus_02_dot_08 loc_bar__minus_16_bar_10_bar_3_bar_30)
        (pickupable Watch_bar__plus_02_dot_14_bar__plus_00_dot_59_bar__minus_02_dot_08)
        (objectType Watch_bar__plus_01_dot_33_bar__plus_00_dot_55_bar__minus_01_dot_02 WatchType)
        (inReceptacle Watch_bar__plus_01_dot_33_bar__plus_00_dot_55_bar__minus_01_dot_02 Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_01_dot_82)
        (objectAtLocation Watch_bar__plus_01_dot_33_bar__plus_00_dot_55_bar__minus_01_dot_02 loc_bar__minus_16_bar_7_bar_3_bar_30)
        (pickupable Watch_bar__plus_01_dot_33_bar__plus_00_dot_55_bar__minus_01_dot_02)
        (objectType Watch_bar__minus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_20 WatchType)
        (inReceptacle Watch_bar__minus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_20 Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_03_dot_37)
        (objectAtLocation Watch_bar__minus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_20 loc_bar__minus_16_bar_13_bar_3_bar_30)
        (pickupable Watch_bar__minus_02_dot_92_bar__plus_00_dot_80_bar__minus_01_dot_20)
        (objectType Box_bar__minus_02_dot_83_bar__plus_00_dot_67_bar__minus_01_dot_72 BoxType)
        (inReceptacle Box_bar__minus_02_dot_83_bar__plus_00_dot_67_bar__minus_01_dot_72 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_00_dot_70)
        (objectAtLocation Box_bar__minus_02_dot_83_bar__plus_00_dot_67_bar__minus_01_dot_72 loc_bar__minus_9_bar_7_bar_2_bar_30)
        (pickupable Box_bar__minus_02_dot_83_bar__plus_00_dot_67_bar__minus_01_dot_72)
        (isReceptacleObject Box_bar__minus_02_dot_83_bar__plus_00_dot_67_bar__minus_01_dot_72)
        (objectType CreditCard_bar__minus_01_dot_04_bar__plus_00_dot_53_bar__minus_01_dot_68 CreditCardType)
        (inReceptacle CreditCard_bar__minus_01_dot_04_bar__plus_00_dot_53_bar__minus_01_dot_68 Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_34)
        (objectAtLocation CreditCard_bar__minus_01_dot_04_bar__plus_00_dot_53_bar__minus_01_dot_68 loc_bar__minus_16_bar_10_bar_3_bar_30)
        (pickupable CreditCard_bar__minus_01_dot_04_bar__plus_00_dot_53_bar__minus_01_dot_68)
        (objectType KeyChain_bar__plus_00_dot_92_bar__plus_01_dot_14_bar__minus_00_dot_54 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_92_bar__plus_01_dot_14_bar__minus_00_dot_54 Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_03_dot_37)
        (objectAtLocation KeyChain_bar__plus_00_dot_92_bar__plus_01_dot_14_bar__minus_00_dot_54 loc_bar__minus_16_bar_13_bar_3_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_92_bar__plus_01_dot_14_bar__minus_00_dot_54)
        (objectType KeyChain_bar__plus_00_dot_86_bar__plus_00_dot_90_bar__plus_01_dot_25 KeyChainType)
        (inReceptacle KeyChain_bar__plus_00_dot_86_bar__plus_00_dot_90_bar__plus_01_dot_25 Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_01_dot_82)
        (objectAtLocation KeyChain_bar__plus_00_dot_86_bar__plus_00_dot_90_bar__plus_01_dot_25 loc_bar__minus_16_bar_7_bar_3_bar_30)
        (pickupable KeyChain_bar__plus_00_dot_86_bar__plus_00_dot_90_bar__plus_01_dot_25)
        (objectType Laptop_bar__plus_02_dot_90_bar__plus_00_dot_01_bar__minus_02_dot_04 LaptopType)
        (inReceptacle Laptop_bar__plus_02_dot_90_bar__plus_00_dot_01_bar__minus_02_dot_04 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_00_dot_70)
        (objectAtLocation Laptop_bar__plus_02_dot_90_bar__plus_00_dot_01_bar__minus_02_dot_04 loc_bar__minus_9_bar_7_bar_2_bar_30)
        (pickupable Laptop_bar__plus_02_dot_90_bar__plus_00_dot_01_bar__minus_02_dot_04)
        (objectType Laptop_bar__minus_00_dot_55_bar__plus_00_dot_50_bar__minus_02_dot_11 LaptopType)
        (inReceptacle Laptop_bar__minus_00_dot_55_bar__plus_00_dot_50_bar__minus_02_dot_11 SideTable_bar__minus_00_dot_04_bar_00_dot_00_bar__plus_04_dot_62)
        (objectAtLocation Laptop_bar__minus_00_dot_55_bar__plus_00_dot_50_bar__minus_02_dot_11 loc_bar__minus_4_bar_17_bar_1_bar_30)
        (pickupable Laptop_bar__minus_00_dot_55_bar__plus_00_dot_50_bar__minus_02_dot_11)
        (objectType Pillow_bar__plus_02_dot_47_bar__plus_01_dot_20_bar__minus_01_dot_52 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_47_bar__plus_01_dot_20_bar__minus_01_dot_52 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_00_dot_70)
        (objectAtLocation Pillow_bar__plus_02_dot_47_bar__plus_01_dot_20_bar__minus_01_dot_52 loc_bar__minus_9_bar_7_bar_2_bar_30)
        (pickupable Pillow_bar__plus_02_dot_47_bar__plus_01_dot_20_bar__minus_01_dot_52)
        (objectType Pillow_bar__minus_02_dot_90_bar__plus_00_dot_66_bar__plus_01_dot_36 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_90_bar__plus_00_dot_66_bar__plus_01_dot_36 Sofa_bar__minus_02_dot_47_bar_00_dot_00_bar__plus_00_dot_70)
        (objectAtLocation Pillow_bar__minus_02_dot_90_bar__plus_00_dot_66_bar__plus_01_dot_36 loc_bar__minus_9_bar_7_bar_2_bar_30)
        (pickupable Pillow_bar__minus_02_dot_90_bar__plus_00_dot_66_bar__plus_01_dot_36)
        (objectType RemoteControl_bar__plus_00_dot_94_bar__plus_01_dot_31_bar__minus_00_dot_31 RemoteControlType)
        (inReceptacle RemoteControl_bar__plus_00_dot_94_bar__plus_01_dot_31_bar__minus_00_dot_31 Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_03_dot_37)
        (objectAtLocation RemoteControl_bar__plus_00_dot_94_bar__plus_01_dot_31_bar__minus_00_dot_31 loc_bar__minus_16_bar_13_bar_3_bar_30)
        (pickupable RemoteControl_bar__plus_00_dot_94_bar__plus_01_dot_31_bar__minus_00_dot_31)
        (objectType Statue_bar__minus_02_dot_39_bar__plus_00_dot_80_bar__plus_02_dot_82 StatueType)
        (inReceptacle Statue_bar__minus_02_dot_39_bar__plus_00_dot_80_bar__plus_02_dot_82 CoffeeTable_bar__minus_02_dot_41_bar__plus_00_dot_00_bar__plus_02_dot_55)
        (objectAtLocation Statue_bar__minus_02_dot_39_bar__plus_00_dot_80_bar__plus_02_dot_82 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (pickupable Statue_bar__minus_02_dot_39_bar__plus_00_dot_80_bar__plus_02_dot_82)
        (objectType Statue_bar__plus_02_dot_34_bar__plus_01_dot_37_bar__plus_02_dot_60 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_34_bar__plus_01_dot_37_bar__plus_02_dot_60 SideTable_bar__minus_00_dot_04_bar_00_dot_00_bar__plus_04_dot_62)
        (objectAtLocation Statue_bar__plus_02_dot_34_bar__plus_01_dot_37_bar__plus_02_dot_60 loc_bar__minus_4_bar_17_bar_1_bar_30)
        (pickupable Statue_bar__plus_02_dot_34_bar__plus_01_dot_37_bar__plus_02_dot_60)
        (objectType WateringCan_bar__plus_02_dot_60_bar__plus_00_dot_44_bar__plus_01_dot_60 WateringCanType)
        (inReceptacle WateringCan_bar__plus_02_dot_60_bar__plus_00_dot_44_bar__plus_01_dot_60 Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_01_dot_82)
        (objectAtLocation WateringCan_bar__plus_02_dot_60_bar__plus_00_dot_44_bar__plus_01_dot_60 loc_bar__minus_16_bar_7_bar_3_bar_30)
        (pickupable WateringCan_bar__plus_02_dot_60_bar__plus_00_dot_44_bar__plus_01_dot_60)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o WatchType)
                            (receptacleType ?r SideTableType)
                        )
                    )
                )
            )
        )
    )
