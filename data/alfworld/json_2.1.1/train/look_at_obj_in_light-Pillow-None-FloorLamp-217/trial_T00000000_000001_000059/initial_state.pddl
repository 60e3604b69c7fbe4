(define (problem plan_trial_T00000000_000001_000059)
(:domain alfred)
(:objects
        agent1 - agent
        ArmChairType - rtype
        CabinetType - rtype
        CoffeeTableType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        FloorLampType - otype
        KeyChainType - otype
        KnifeType - otype
        PillowType - otype
        StatueType - otype
        WatchType - otype
        WateringCanType - otype
        FloorLamp_bar__minus_00_dot_07_bar__plus_01_dot_01_bar__plus_02_dot_37 - object
        Pillow_bar__minus_02_dot_52_bar__plus_01_dot_22_bar__plus_01_dot_81 - object
        Pillow_bar__plus_00_dot_70_bar__plus_01_dot_33_bar__plus_02_dot_19 - object
        Pillow_bar__plus_02_dot_99_bar__plus_00_dot_11_bar__plus_01_dot_15 - object
        KeyChain_bar__plus_02_dot_10_bar__plus_01_dot_10_bar__minus_00_dot_01 - object
        KeyChain_bar__plus_02_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_65 - object
        Statue_bar__plus_00_dot_94_bar__plus_00_dot_34_bar__minus_01_dot_86 - object
        Watch_bar__minus_02_dot_71_bar__plus_00_dot_91_bar__plus_00_dot_91 - object
        Watch_bar__plus_01_dot_00_bar__plus_00_dot_12_bar__minus_00_dot_08 - object
        WateringCan_bar__plus_00_dot_60_bar__plus_01_dot_35_bar__minus_02_dot_96 - object
        WateringCan_bar__plus_01_dot_37_bar__plus_00_dot_39_bar__plus_01_dot_49 - object
        ArmChair_bar__minus_00_dot_31_bar__minus_00_dot_03_bar__plus_03_dot_31 - receptacle
        Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_01_dot_57 - receptacle
        Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_59 - receptacle
        Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_61 - receptacle
        CoffeeTable_bar__minus_02_dot_41_bar__plus_00_dot_00_bar__plus_02_dot_55 - receptacle
        Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_01_dot_82 - receptacle
        Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_34 - receptacle
        Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_86 - receptacle
        Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_03_dot_37 - receptacle
        GarbageCan_bar__minus_04_dot_81_bar__plus_00_dot_00_bar__plus_01_dot_24 - receptacle
        SideTable_bar__minus_00_dot_04_bar_00_dot_00_bar__plus_04_dot_62 - receptacle
        loc_bar__minus_15_bar_10_bar_3_bar_30 - location
        loc_bar__minus_15_bar_6_bar_3_bar_30 - location
        loc_bar__minus_15_bar_7_bar_3_bar_30 - location
        loc_bar__minus_15_bar_8_bar_3_bar_30 - location
        loc_bar__minus_16_bar_10_bar_3_bar_30 - location
        loc_bar__minus_16_bar_11_bar_3_bar_30 - location
        loc_bar__minus_16_bar_13_bar_3_bar_30 - location
        loc_bar__minus_16_bar_7_bar_3_bar_30 - location
        loc_bar__minus_4_bar_17_bar_1_bar_30 - location
        loc_bar__minus_6_bar_13_bar_1_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_9_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_9_bar_9_bar_0_bar_30)
        (receptacleType ArmChair_bar__minus_00_dot_31_bar__minus_00_dot_03_bar__plus_03_dot_31 ArmChairType)
        (receptacleAtLocation ArmChair_bar__minus_00_dot_31_bar__minus_00_dot_03_bar__plus_03_dot_31 loc_bar__minus_6_bar_13_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_01_dot_57 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_01_dot_57 loc_bar__minus_15_bar_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_01_dot_57)
        (receptacleType Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_59 loc_bar__minus_15_bar_8_bar_3_bar_30)
        (openable Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_59)
        (receptacleType Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_61 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_61 loc_bar__minus_15_bar_10_bar_3_bar_30)
        (openable Cabinet_bar__minus_04_dot_49_bar__plus_00_dot_50_bar__plus_02_dot_61)
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
        (canContain ArmChairType KeyChainType)
        (canContain ArmChairType PillowType)
        (canContain CabinetType WateringCanType)
        (canContain CoffeeTableType ButterKnifeType)
        (canContain CoffeeTableType KeyChainType)
        (canContain CoffeeTableType KnifeType)
        (canContain CoffeeTableType StatueType)
        (canContain CoffeeTableType WatchType)
        (canContain CoffeeTableType WateringCanType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType KeyChainType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType WatchType)
        (canContain DrawerType WateringCanType)
        (canContain SideTableType ButterKnifeType)
        (canContain SideTableType KeyChainType)
        (canContain SideTableType KnifeType)
        (canContain SideTableType StatueType)
        (canContain SideTableType WatchType)
        (canContain SideTableType WateringCanType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType FloorLamp_bar__minus_00_dot_07_bar__plus_01_dot_01_bar__plus_02_dot_37 FloorLampType)
        (inReceptacle FloorLamp_bar__minus_00_dot_07_bar__plus_01_dot_01_bar__plus_02_dot_37 CoffeeTable_bar__minus_02_dot_41_bar__plus_00_dot_00_bar__plus_02_dot_55)
        (objectAtLocation FloorLamp_bar__minus_00_dot_07_bar__plus_01_dot_01_bar__plus_02_dot_37 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (toggleable FloorLamp_bar__minus_00_dot_07_bar__plus_01_dot_01_bar__plus_02_dot_37)
        (objectType Pillow_bar__minus_02_dot_52_bar__plus_01_dot_22_bar__plus_01_dot_81 PillowType)
        (inReceptacle Pillow_bar__minus_02_dot_52_bar__plus_01_dot_22_bar__plus_01_dot_81 ArmChair_bar__minus_00_dot_31_bar__minus_00_dot_03_bar__plus_03_dot_31)
        (objectAtLocation Pillow_bar__minus_02_dot_52_bar__plus_01_dot_22_bar__plus_01_dot_81 loc_bar__minus_6_bar_13_bar_1_bar_30)
        (pickupable Pillow_bar__minus_02_dot_52_bar__plus_01_dot_22_bar__plus_01_dot_81)
        (objectType Pillow_bar__plus_00_dot_70_bar__plus_01_dot_33_bar__plus_02_dot_19 PillowType)
        (inReceptacle Pillow_bar__plus_00_dot_70_bar__plus_01_dot_33_bar__plus_02_dot_19 ArmChair_bar__minus_00_dot_31_bar__minus_00_dot_03_bar__plus_03_dot_31)
        (objectAtLocation Pillow_bar__plus_00_dot_70_bar__plus_01_dot_33_bar__plus_02_dot_19 loc_bar__minus_6_bar_13_bar_1_bar_30)
        (pickupable Pillow_bar__plus_00_dot_70_bar__plus_01_dot_33_bar__plus_02_dot_19)
        (objectType Pillow_bar__plus_02_dot_99_bar__plus_00_dot_11_bar__plus_01_dot_15 PillowType)
        (inReceptacle Pillow_bar__plus_02_dot_99_bar__plus_00_dot_11_bar__plus_01_dot_15 ArmChair_bar__minus_00_dot_31_bar__minus_00_dot_03_bar__plus_03_dot_31)
        (objectAtLocation Pillow_bar__plus_02_dot_99_bar__plus_00_dot_11_bar__plus_01_dot_15 loc_bar__minus_6_bar_13_bar_1_bar_30)
        (pickupable Pillow_bar__plus_02_dot_99_bar__plus_00_dot_11_bar__plus_01_dot_15)
        (objectType KeyChain_bar__plus_02_dot_10_bar__plus_01_dot_10_bar__minus_00_dot_01 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_10_bar__plus_01_dot_10_bar__minus_00_dot_01 SideTable_bar__minus_00_dot_04_bar_00_dot_00_bar__plus_04_dot_62)
        (objectAtLocation KeyChain_bar__plus_02_dot_10_bar__plus_01_dot_10_bar__minus_00_dot_01 loc_bar__minus_4_bar_17_bar_1_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_10_bar__plus_01_dot_10_bar__minus_00_dot_01)
        (objectType KeyChain_bar__plus_02_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_65 KeyChainType)
        (inReceptacle KeyChain_bar__plus_02_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_65 Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_34)
        (objectAtLocation KeyChain_bar__plus_02_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_65 loc_bar__minus_16_bar_10_bar_3_bar_30)
        (pickupable KeyChain_bar__plus_02_dot_58_bar__plus_00_dot_05_bar__minus_00_dot_65)
        (objectType Statue_bar__plus_00_dot_94_bar__plus_00_dot_34_bar__minus_01_dot_86 StatueType)
        (inReceptacle Statue_bar__plus_00_dot_94_bar__plus_00_dot_34_bar__minus_01_dot_86 SideTable_bar__minus_00_dot_04_bar_00_dot_00_bar__plus_04_dot_62)
        (objectAtLocation Statue_bar__plus_00_dot_94_bar__plus_00_dot_34_bar__minus_01_dot_86 loc_bar__minus_4_bar_17_bar_1_bar_30)
        (pickupable Statue_bar__plus_00_dot_94_bar__plus_00_dot_34_bar__minus_01_dot_86)
        (objectType Watch_bar__minus_02_dot_71_bar__plus_00_dot_91_bar__plus_00_dot_91 WatchType)
        (inReceptacle Watch_bar__minus_02_dot_71_bar__plus_00_dot_91_bar__plus_00_dot_91 Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_86)
        (objectAtLocation Watch_bar__minus_02_dot_71_bar__plus_00_dot_91_bar__plus_00_dot_91 loc_bar__minus_16_bar_11_bar_3_bar_30)
        (pickupable Watch_bar__minus_02_dot_71_bar__plus_00_dot_91_bar__plus_00_dot_91)
        (objectType Watch_bar__plus_01_dot_00_bar__plus_00_dot_12_bar__minus_00_dot_08 WatchType)
        (inReceptacle Watch_bar__plus_01_dot_00_bar__plus_00_dot_12_bar__minus_00_dot_08 Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_03_dot_37)
        (objectAtLocation Watch_bar__plus_01_dot_00_bar__plus_00_dot_12_bar__minus_00_dot_08 loc_bar__minus_16_bar_13_bar_3_bar_30)
        (pickupable Watch_bar__plus_01_dot_00_bar__plus_00_dot_12_bar__minus_00_dot_08)
        (objectType WateringCan_bar__plus_00_dot_60_bar__plus_01_dot_35_bar__minus_02_dot_96 WateringCanType)
        (inReceptacle WateringCan_bar__plus_00_dot_60_bar__plus_01_dot_35_bar__minus_02_dot_96 Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_02_dot_86)
        (objectAtLocation WateringCan_bar__plus_00_dot_60_bar__plus_01_dot_35_bar__minus_02_dot_96 loc_bar__minus_16_bar_11_bar_3_bar_30)
        (pickupable WateringCan_bar__plus_00_dot_60_bar__plus_01_dot_35_bar__minus_02_dot_96)
        (objectType WateringCan_bar__plus_01_dot_37_bar__plus_00_dot_39_bar__plus_01_dot_49 WateringCanType)
        (inReceptacle WateringCan_bar__plus_01_dot_37_bar__plus_00_dot_39_bar__plus_01_dot_49 Drawer_bar__minus_04_dot_58_bar__plus_00_dot_90_bar__plus_03_dot_37)
        (objectAtLocation WateringCan_bar__plus_01_dot_37_bar__plus_00_dot_39_bar__plus_01_dot_49 loc_bar__minus_16_bar_13_bar_3_bar_30)
        (pickupable WateringCan_bar__plus_01_dot_37_bar__plus_00_dot_39_bar__plus_01_dot_49)
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
                         (objectType ?o PillowType)
                         (holds ?a ?o)
                     )
                 )
             )
        )
    )
