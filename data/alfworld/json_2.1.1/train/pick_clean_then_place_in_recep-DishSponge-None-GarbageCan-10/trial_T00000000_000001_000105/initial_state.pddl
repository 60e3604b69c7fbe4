(define (problem plan_trial_T00000000_000001_000105)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CupType - otype
        DishSpongeType - otype
        KnifeType - otype
        SaltShakerType - otype
        SoapBottleType - otype
        DishSponge_bar__minus_00_dot_10_bar__plus_01_dot_32_bar__plus_00_dot_47 - object
        DishSponge_bar__plus_01_dot_50_bar__plus_00_dot_12_bar__minus_02_dot_02 - object
        DishSponge_bar__plus_02_dot_35_bar__plus_01_dot_01_bar__minus_00_dot_05 - object
        Cup_bar__plus_02_dot_63_bar__plus_00_dot_80_bar__plus_00_dot_98 - object
        Knife_bar__minus_01_dot_09_bar__plus_00_dot_71_bar__minus_01_dot_36 - object
        SaltShaker_bar__plus_00_dot_15_bar__plus_00_dot_37_bar__minus_01_dot_65 - object
        SoapBottle_bar__minus_00_dot_15_bar__plus_00_dot_10_bar__plus_00_dot_04 - object
        SoapBottle_bar__plus_01_dot_51_bar__plus_00_dot_22_bar__minus_01_dot_45 - object
        Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24 - receptacle
        Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 - receptacle
        CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21 - receptacle
        CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_02_dot_05 - receptacle
        CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 - receptacle
        Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 - receptacle
        GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58 - receptacle
        Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 - receptacle
        Shelf_bar__minus_01_dot_69_bar__plus_00_dot_16_bar__plus_02_dot_72 - receptacle
        Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 - receptacle
        Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72 - receptacle
        Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin - receptacle
        loc_bar_0_bar_4_bar_3_bar_30 - location
        loc_bar_0_bar_5_bar_1_bar_0 - location
        loc_bar_0_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_30 - location
        loc_bar_1_bar__minus_1_bar_1_bar_30 - location
        loc_bar_1_bar__minus_5_bar_1_bar_0 - location
        loc_bar_1_bar__minus_7_bar_1_bar_30 - location
        loc_bar_1_bar__minus_8_bar_1_bar_30 - location
        loc_bar_1_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar__minus_1_bar_3_bar_1_bar_30 - location
        loc_bar__minus_3_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_6_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar__minus_7_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24)
        (receptacleType Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38)
        (receptacleType CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_00_dot_21 loc_bar_1_bar__minus_1_bar_1_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_02_dot_05 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_02_dot_05 loc_bar_1_bar__minus_8_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (openable Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65)
        (receptacleType Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65)
        (receptacleType Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 loc_bar_0_bar_5_bar_1_bar_0)
        (openable Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25)
        (receptacleType GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_95_bar__plus_00_dot_00_bar__plus_00_dot_58 loc_bar_0_bar_4_bar_3_bar_30)
        (receptacleType Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 MicrowaveType)
        (receptacleAtLocation Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30 loc_bar_1_bar__minus_5_bar_1_bar_0)
        (openable Microwave_bar__plus_01_dot_04_bar__plus_01_dot_68_bar__minus_01_dot_30)
        (receptacleType Shelf_bar__minus_01_dot_69_bar__plus_00_dot_16_bar__plus_02_dot_72 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_69_bar__plus_00_dot_16_bar__plus_02_dot_72 loc_bar__minus_6_bar_6_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (receptacleType Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin loc_bar_0_bar__minus_3_bar_3_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain DrawerType SoapBottleType)
        (canContain FridgeType CupType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType SoapBottleType)
        (canContain MicrowaveType CupType)
        (canContain ShelfType CupType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType SaltShakerType)
        (canContain ShelfType SoapBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (objectType DishSponge_bar__minus_00_dot_10_bar__plus_01_dot_32_bar__plus_00_dot_47 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_10_bar__plus_01_dot_32_bar__plus_00_dot_47 Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin)
        (objectAtLocation DishSponge_bar__minus_00_dot_10_bar__plus_01_dot_32_bar__plus_00_dot_47 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable DishSponge_bar__minus_00_dot_10_bar__plus_01_dot_32_bar__plus_00_dot_47)
        (cleanable DishSponge_bar__minus_00_dot_10_bar__plus_01_dot_32_bar__plus_00_dot_47)
        (objectType DishSponge_bar__plus_01_dot_50_bar__plus_00_dot_12_bar__minus_02_dot_02 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_50_bar__plus_00_dot_12_bar__minus_02_dot_02 CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64)
        (objectAtLocation DishSponge_bar__plus_01_dot_50_bar__plus_00_dot_12_bar__minus_02_dot_02 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
        (pickupable DishSponge_bar__plus_01_dot_50_bar__plus_00_dot_12_bar__minus_02_dot_02)
        (cleanable DishSponge_bar__plus_01_dot_50_bar__plus_00_dot_12_bar__minus_02_dot_02)
        (objectType DishSponge_bar__plus_02_dot_35_bar__plus_01_dot_01_bar__minus_00_dot_05 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_35_bar__plus_01_dot_01_bar__minus_00_dot_05 Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72)
        (objectAtLocation DishSponge_bar__plus_02_dot_35_bar__plus_01_dot_01_bar__minus_00_dot_05 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (pickupable DishSponge_bar__plus_02_dot_35_bar__plus_01_dot_01_bar__minus_00_dot_05)
        (cleanable DishSponge_bar__plus_02_dot_35_bar__plus_01_dot_01_bar__minus_00_dot_05)
        (objectType Cup_bar__plus_02_dot_63_bar__plus_00_dot_80_bar__plus_00_dot_98 CupType)
        (inReceptacle Cup_bar__plus_02_dot_63_bar__plus_00_dot_80_bar__plus_00_dot_98 Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin)
        (objectAtLocation Cup_bar__plus_02_dot_63_bar__plus_00_dot_80_bar__plus_00_dot_98 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Cup_bar__plus_02_dot_63_bar__plus_00_dot_80_bar__plus_00_dot_98)
        (cleanable Cup_bar__plus_02_dot_63_bar__plus_00_dot_80_bar__plus_00_dot_98)
        (heatable Cup_bar__plus_02_dot_63_bar__plus_00_dot_80_bar__plus_00_dot_98)
        (coolable Cup_bar__plus_02_dot_63_bar__plus_00_dot_80_bar__plus_00_dot_98)
        (isReceptacleObject Cup_bar__plus_02_dot_63_bar__plus_00_dot_80_bar__plus_00_dot_98)
        (objectType Knife_bar__minus_01_dot_09_bar__plus_00_dot_71_bar__minus_01_dot_36 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_09_bar__plus_00_dot_71_bar__minus_01_dot_36 Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65)
        (objectAtLocation Knife_bar__minus_01_dot_09_bar__plus_00_dot_71_bar__minus_01_dot_36 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (pickupable Knife_bar__minus_01_dot_09_bar__plus_00_dot_71_bar__minus_01_dot_36)
        (cleanable Knife_bar__minus_01_dot_09_bar__plus_00_dot_71_bar__minus_01_dot_36)
        (objectType SaltShaker_bar__plus_00_dot_15_bar__plus_00_dot_37_bar__minus_01_dot_65 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_00_dot_15_bar__plus_00_dot_37_bar__minus_01_dot_65 Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__plus_00_dot_24)
        (objectAtLocation SaltShaker_bar__plus_00_dot_15_bar__plus_00_dot_37_bar__minus_01_dot_65 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (pickupable SaltShaker_bar__plus_00_dot_15_bar__plus_00_dot_37_bar__minus_01_dot_65)
        (objectType SoapBottle_bar__minus_00_dot_15_bar__plus_00_dot_10_bar__plus_00_dot_04 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_15_bar__plus_00_dot_10_bar__plus_00_dot_04 Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65)
        (objectAtLocation SoapBottle_bar__minus_00_dot_15_bar__plus_00_dot_10_bar__plus_00_dot_04 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_15_bar__plus_00_dot_10_bar__plus_00_dot_04)
        (objectType SoapBottle_bar__plus_01_dot_51_bar__plus_00_dot_22_bar__minus_01_dot_45 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_51_bar__plus_00_dot_22_bar__minus_01_dot_45 Shelf_bar__minus_01_dot_69_bar__plus_00_dot_54_bar__plus_02_dot_72)
        (objectAtLocation SoapBottle_bar__plus_01_dot_51_bar__plus_00_dot_22_bar__minus_01_dot_45 loc_bar__minus_9_bar_6_bar_0_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_51_bar__plus_00_dot_22_bar__minus_01_dot_45)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r GarbageCanType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
