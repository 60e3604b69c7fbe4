(define (problem plan_trial_T00000000_000001_000192)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        BowlType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        SaltShakerType - otype
        Egg_bar__plus_01_dot_50_bar__plus_00_dot_06_bar__minus_01_dot_47 - object
        Egg_bar__minus_02_dot_38_bar__plus_01_dot_29_bar__plus_00_dot_19 - object
        Bowl_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__minus_01_dot_73 - object
        DishSponge_bar__minus_00_dot_19_bar__plus_01_dot_25_bar__minus_02_dot_23 - object
        SaltShaker_bar__plus_02_dot_16_bar__plus_00_dot_68_bar__plus_01_dot_08 - object
        Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 - receptacle
        Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 - receptacle
        CounterTop_bar__plus_00_dot_93_bar__plus_00_dot_95_bar__minus_02_dot_05 - receptacle
        CounterTop_bar__minus_01_dot_24_bar__plus_00_dot_97_bar__minus_00_dot_64 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65 - receptacle
        Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65 - receptacle
        Fridge_bar__plus_00_dot_97_bar__plus_00_dot_00_bar__plus_01_dot_25 - receptacle
        Shelf_bar__minus_01_dot_69_bar__plus_00_dot_16_bar__plus_02_dot_72 - receptacle
        Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72 - receptacle
        Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin - receptacle
        loc_bar_0_bar_5_bar_1_bar_0 - location
        loc_bar_0_bar__minus_3_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_1_bar_30 - location
        loc_bar_0_bar__minus_6_bar_0_bar_30 - location
        loc_bar_0_bar__minus_8_bar_1_bar_30 - location
        loc_bar_1_bar__minus_8_bar_1_bar_30 - location
        loc_bar_1_bar__minus_8_bar_1_bar__minus_30 - location
        loc_bar__minus_3_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_4_bar_6_bar_1_bar_30 - location
        loc_bar__minus_6_bar_6_bar_0_bar_30 - location
        loc_bar__minus_9_bar_7_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_4_bar_6_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72 loc_bar_0_bar__minus_8_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_72)
        (receptacleType Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38 loc_bar_1_bar__minus_8_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_95_bar__plus_02_dot_16_bar__minus_02_dot_38)
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
        (receptacleType Shelf_bar__minus_01_dot_69_bar__plus_00_dot_16_bar__plus_02_dot_72 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_69_bar__plus_00_dot_16_bar__plus_02_dot_72 loc_bar__minus_6_bar_6_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_01_dot_69_bar__plus_00_dot_87_bar__plus_02_dot_72 loc_bar__minus_9_bar_7_bar_0_bar_30)
        (receptacleType Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin loc_bar_0_bar__minus_3_bar_3_bar_30)
        (canContain CabinetType BowlType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType BowlType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SaltShakerType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType DishSpongeType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SaltShakerType)
        (canContain FridgeType BowlType)
        (canContain FridgeType EggType)
        (canContain MicrowaveType BowlType)
        (canContain MicrowaveType EggType)
        (canContain ShelfType BowlType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType SaltShakerType)
        (canContain SinkBasinType BowlType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (objectType Egg_bar__plus_01_dot_50_bar__plus_00_dot_06_bar__minus_01_dot_47 EggType)
        (inReceptacle Egg_bar__plus_01_dot_50_bar__plus_00_dot_06_bar__minus_01_dot_47 Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin)
        (objectAtLocation Egg_bar__plus_01_dot_50_bar__plus_00_dot_06_bar__minus_01_dot_47 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Egg_bar__plus_01_dot_50_bar__plus_00_dot_06_bar__minus_01_dot_47)
        (cleanable Egg_bar__plus_01_dot_50_bar__plus_00_dot_06_bar__minus_01_dot_47)
        (heatable Egg_bar__plus_01_dot_50_bar__plus_00_dot_06_bar__minus_01_dot_47)
        (coolable Egg_bar__plus_01_dot_50_bar__plus_00_dot_06_bar__minus_01_dot_47)
        (sliceable Egg_bar__plus_01_dot_50_bar__plus_00_dot_06_bar__minus_01_dot_47)
        (objectType Egg_bar__minus_02_dot_38_bar__plus_01_dot_29_bar__plus_00_dot_19 EggType)
        (inReceptacle Egg_bar__minus_02_dot_38_bar__plus_01_dot_29_bar__plus_00_dot_19 Sink_bar__minus_00_dot_70_bar__plus_00_dot_93_bar__minus_00_dot_65_bar_SinkBasin)
        (objectAtLocation Egg_bar__minus_02_dot_38_bar__plus_01_dot_29_bar__plus_00_dot_19 loc_bar_0_bar__minus_3_bar_3_bar_30)
        (pickupable Egg_bar__minus_02_dot_38_bar__plus_01_dot_29_bar__plus_00_dot_19)
        (cleanable Egg_bar__minus_02_dot_38_bar__plus_01_dot_29_bar__plus_00_dot_19)
        (heatable Egg_bar__minus_02_dot_38_bar__plus_01_dot_29_bar__plus_00_dot_19)
        (coolable Egg_bar__minus_02_dot_38_bar__plus_01_dot_29_bar__plus_00_dot_19)
        (sliceable Egg_bar__minus_02_dot_38_bar__plus_01_dot_29_bar__plus_00_dot_19)
        (objectType Bowl_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__minus_01_dot_73 BowlType)
        (inReceptacle Bowl_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__minus_01_dot_73 Shelf_bar__minus_01_dot_69_bar__plus_00_dot_16_bar__plus_02_dot_72)
        (objectAtLocation Bowl_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__minus_01_dot_73 loc_bar__minus_6_bar_6_bar_0_bar_30)
        (pickupable Bowl_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__minus_01_dot_73)
        (cleanable Bowl_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__minus_01_dot_73)
        (coolable Bowl_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__minus_01_dot_73)
        (isReceptacleObject Bowl_bar__minus_00_dot_18_bar__plus_00_dot_40_bar__minus_01_dot_73)
        (objectType DishSponge_bar__minus_00_dot_19_bar__plus_01_dot_25_bar__minus_02_dot_23 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_19_bar__plus_01_dot_25_bar__minus_02_dot_23 Drawer_bar__plus_00_dot_64_bar__plus_00_dot_27_bar__minus_00_dot_65)
        (objectAtLocation DishSponge_bar__minus_00_dot_19_bar__plus_01_dot_25_bar__minus_02_dot_23 loc_bar_0_bar__minus_6_bar_0_bar_30)
        (pickupable DishSponge_bar__minus_00_dot_19_bar__plus_01_dot_25_bar__minus_02_dot_23)
        (cleanable DishSponge_bar__minus_00_dot_19_bar__plus_01_dot_25_bar__minus_02_dot_23)
        (objectType SaltShaker_bar__plus_02_dot_16_bar__plus_00_dot_68_bar__plus_01_dot_08 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_16_bar__plus_00_dot_68_bar__plus_01_dot_08 Drawer_bar__plus_00_dot_64_bar__plus_00_dot_76_bar__minus_00_dot_65)
        (objectAtLocation SaltShaker_bar__plus_02_dot_16_bar__plus_00_dot_68_bar__plus_01_dot_08 loc_bar_0_bar__minus_4_bar_1_bar_30)
        (pickupable SaltShaker_bar__plus_02_dot_16_bar__plus_00_dot_68_bar__plus_01_dot_08)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
