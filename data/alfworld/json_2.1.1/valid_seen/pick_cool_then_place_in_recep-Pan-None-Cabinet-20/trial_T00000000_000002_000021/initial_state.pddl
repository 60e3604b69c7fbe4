(define (problem plan_trial_T00000000_000002_000021)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        PanType - otype
        SaltShakerType - otype
        Pan_bar__minus_01_dot_84_bar__plus_00_dot_13_bar__minus_02_dot_08 - object
        DishSponge_bar__minus_00_dot_78_bar__plus_00_dot_60_bar__plus_02_dot_59 - object
        DishSponge_bar__minus_00_dot_28_bar__plus_01_dot_05_bar__plus_02_dot_96 - object
        Knife_bar__minus_02_dot_50_bar__plus_00_dot_03_bar__plus_01_dot_49 - object
        SaltShaker_bar__plus_02_dot_43_bar__plus_01_dot_02_bar__plus_01_dot_19 - object
        Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 - receptacle
        DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 - receptacle
        Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 - receptacle
        Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 - receptacle
        loc_bar_1_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar_5_bar_5_bar_0_bar_30 - location
        loc_bar__minus_10_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_3_bar_0 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30 - location
        loc_bar__minus_4_bar_3_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar__minus_1_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_1_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar__minus_2_bar__minus_4_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_10_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (receptacleType DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 loc_bar__minus_2_bar__minus_3_bar_3_bar_0)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70)
        (receptacleType Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48 loc_bar_5_bar_5_bar_0_bar_30)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PanType)
        (canContain CabinetType SaltShakerType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain CounterTopType SaltShakerType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PanType)
        (canContain DiningTableType SaltShakerType)
        (canContain FridgeType PanType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType SaltShakerType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (objectType Pan_bar__minus_01_dot_84_bar__plus_00_dot_13_bar__minus_02_dot_08 PanType)
        (inReceptacle Pan_bar__minus_01_dot_84_bar__plus_00_dot_13_bar__minus_02_dot_08 Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70)
        (objectAtLocation Pan_bar__minus_01_dot_84_bar__plus_00_dot_13_bar__minus_02_dot_08 loc_bar__minus_2_bar__minus_3_bar_3_bar_0)
        (pickupable Pan_bar__minus_01_dot_84_bar__plus_00_dot_13_bar__minus_02_dot_08)
        (cleanable Pan_bar__minus_01_dot_84_bar__plus_00_dot_13_bar__minus_02_dot_08)
        (coolable Pan_bar__minus_01_dot_84_bar__plus_00_dot_13_bar__minus_02_dot_08)
        (isReceptacleObject Pan_bar__minus_01_dot_84_bar__plus_00_dot_13_bar__minus_02_dot_08)
        (objectType DishSponge_bar__minus_00_dot_78_bar__plus_00_dot_60_bar__plus_02_dot_59 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_78_bar__plus_00_dot_60_bar__plus_02_dot_59 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (objectAtLocation DishSponge_bar__minus_00_dot_78_bar__plus_00_dot_60_bar__plus_02_dot_59 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable DishSponge_bar__minus_00_dot_78_bar__plus_00_dot_60_bar__plus_02_dot_59)
        (cleanable DishSponge_bar__minus_00_dot_78_bar__plus_00_dot_60_bar__plus_02_dot_59)
        (objectType DishSponge_bar__minus_00_dot_28_bar__plus_01_dot_05_bar__plus_02_dot_96 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_28_bar__plus_01_dot_05_bar__plus_02_dot_96 DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68)
        (objectAtLocation DishSponge_bar__minus_00_dot_28_bar__plus_01_dot_05_bar__plus_02_dot_96 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (pickupable DishSponge_bar__minus_00_dot_28_bar__plus_01_dot_05_bar__plus_02_dot_96)
        (cleanable DishSponge_bar__minus_00_dot_28_bar__plus_01_dot_05_bar__plus_02_dot_96)
        (objectType Knife_bar__minus_02_dot_50_bar__plus_00_dot_03_bar__plus_01_dot_49 KnifeType)
        (inReceptacle Knife_bar__minus_02_dot_50_bar__plus_00_dot_03_bar__plus_01_dot_49 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (objectAtLocation Knife_bar__minus_02_dot_50_bar__plus_00_dot_03_bar__plus_01_dot_49 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Knife_bar__minus_02_dot_50_bar__plus_00_dot_03_bar__plus_01_dot_49)
        (cleanable Knife_bar__minus_02_dot_50_bar__plus_00_dot_03_bar__plus_01_dot_49)
        (objectType SaltShaker_bar__plus_02_dot_43_bar__plus_01_dot_02_bar__plus_01_dot_19 SaltShakerType)
        (inReceptacle SaltShaker_bar__plus_02_dot_43_bar__plus_01_dot_02_bar__plus_01_dot_19 Shelf_bar__plus_01_dot_55_bar__plus_00_dot_54_bar__plus_02_dot_48)
        (objectAtLocation SaltShaker_bar__plus_02_dot_43_bar__plus_01_dot_02_bar__plus_01_dot_19 loc_bar_5_bar_5_bar_0_bar_30)
        (pickupable SaltShaker_bar__plus_02_dot_43_bar__plus_01_dot_02_bar__plus_01_dot_19)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o PanType)
                            (receptacleType ?r CabinetType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
