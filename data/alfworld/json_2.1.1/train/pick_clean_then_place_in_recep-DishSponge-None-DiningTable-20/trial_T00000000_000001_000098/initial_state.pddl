(define (problem plan_trial_T00000000_000001_000098)
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
        CupType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        PepperShakerType - otype
        DishSponge_bar__minus_02_dot_80_bar__plus_00_dot_83_bar__minus_02_dot_57 - object
        DishSponge_bar__minus_00_dot_25_bar__plus_00_dot_24_bar__plus_02_dot_29 - object
        Cup_bar__minus_00_dot_45_bar__plus_01_dot_24_bar__minus_00_dot_71 - object
        Cup_bar__minus_02_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_66 - object
        Egg_bar__plus_02_dot_22_bar__plus_00_dot_97_bar__minus_01_dot_59 - object
        Knife_bar__minus_00_dot_80_bar__plus_00_dot_71_bar__minus_00_dot_09 - object
        PepperShaker_bar__plus_02_dot_50_bar__plus_00_dot_91_bar__plus_01_dot_51 - object
        PepperShaker_bar__plus_02_dot_10_bar__plus_00_dot_95_bar__minus_02_dot_77 - object
        Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 - receptacle
        Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 - receptacle
        CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 - receptacle
        DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 - receptacle
        Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 - receptacle
        Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 - receptacle
        Shelf_bar__plus_01_dot_55_bar__plus_00_dot_16_bar__plus_02_dot_48 - receptacle
        Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        loc_bar_2_bar__minus_5_bar_1_bar_30 - location
        loc_bar_3_bar__minus_5_bar_0_bar_30 - location
        loc_bar_3_bar__minus_5_bar_2_bar_30 - location
        loc_bar_4_bar_6_bar_0_bar_30 - location
        loc_bar_4_bar__minus_4_bar_1_bar__minus_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar__minus_1_bar__minus_5_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_3_bar_0 - location
        loc_bar__minus_4_bar_3_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_3_bar__minus_5_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06 loc_bar_2_bar__minus_5_bar_1_bar_30)
        (openable Cabinet_bar__plus_01_dot_39_bar__plus_00_dot_47_bar__minus_01_dot_06)
        (receptacleType Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03 loc_bar_4_bar__minus_4_bar_1_bar__minus_30)
        (openable Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03)
        (receptacleType CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (receptacleType DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_00_dot_42_bar__plus_00_dot_01_bar__plus_00_dot_68 loc_bar__minus_4_bar_3_bar_1_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70 loc_bar__minus_2_bar__minus_3_bar_3_bar_0)
        (openable Fridge_bar__minus_01_dot_50_bar__plus_00_dot_00_bar__minus_00_dot_70)
        (receptacleType Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (openable Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68)
        (receptacleType Shelf_bar__plus_01_dot_55_bar__plus_00_dot_16_bar__plus_02_dot_48 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_01_dot_55_bar__plus_00_dot_16_bar__plus_02_dot_48 loc_bar_4_bar_6_bar_0_bar_30)
        (receptacleType Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PepperShakerType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PepperShakerType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PepperShakerType)
        (canContain FridgeType CupType)
        (canContain FridgeType EggType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType EggType)
        (canContain ShelfType CupType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType PepperShakerType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (objectType DishSponge_bar__minus_02_dot_80_bar__plus_00_dot_83_bar__minus_02_dot_57 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_80_bar__plus_00_dot_83_bar__minus_02_dot_57 Cabinet_bar__plus_01_dot_18_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (objectAtLocation DishSponge_bar__minus_02_dot_80_bar__plus_00_dot_83_bar__minus_02_dot_57 loc_bar_4_bar__minus_5_bar_2_bar__minus_30)
        (pickupable DishSponge_bar__minus_02_dot_80_bar__plus_00_dot_83_bar__minus_02_dot_57)
        (cleanable DishSponge_bar__minus_02_dot_80_bar__plus_00_dot_83_bar__minus_02_dot_57)
        (objectType DishSponge_bar__minus_00_dot_25_bar__plus_00_dot_24_bar__plus_02_dot_29 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_00_dot_25_bar__plus_00_dot_24_bar__plus_02_dot_29 Shelf_bar__plus_01_dot_55_bar__plus_00_dot_16_bar__plus_02_dot_48)
        (objectAtLocation DishSponge_bar__minus_00_dot_25_bar__plus_00_dot_24_bar__plus_02_dot_29 loc_bar_4_bar_6_bar_0_bar_30)
        (pickupable DishSponge_bar__minus_00_dot_25_bar__plus_00_dot_24_bar__plus_02_dot_29)
        (cleanable DishSponge_bar__minus_00_dot_25_bar__plus_00_dot_24_bar__plus_02_dot_29)
        (objectType Cup_bar__minus_00_dot_45_bar__plus_01_dot_24_bar__minus_00_dot_71 CupType)
        (inReceptacle Cup_bar__minus_00_dot_45_bar__plus_01_dot_24_bar__minus_00_dot_71 Microwave_bar__minus_01_dot_23_bar__plus_00_dot_90_bar__minus_01_dot_68)
        (objectAtLocation Cup_bar__minus_00_dot_45_bar__plus_01_dot_24_bar__minus_00_dot_71 loc_bar__minus_1_bar__minus_5_bar_3_bar_30)
        (pickupable Cup_bar__minus_00_dot_45_bar__plus_01_dot_24_bar__minus_00_dot_71)
        (cleanable Cup_bar__minus_00_dot_45_bar__plus_01_dot_24_bar__minus_00_dot_71)
        (heatable Cup_bar__minus_00_dot_45_bar__plus_01_dot_24_bar__minus_00_dot_71)
        (coolable Cup_bar__minus_00_dot_45_bar__plus_01_dot_24_bar__minus_00_dot_71)
        (isReceptacleObject Cup_bar__minus_00_dot_45_bar__plus_01_dot_24_bar__minus_00_dot_71)
        (objectType Cup_bar__minus_02_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_66 CupType)
        (inReceptacle Cup_bar__minus_02_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_66 Sink_bar__minus_00_dot_11_bar__plus_00_dot_89_bar__minus_02_dot_01_bar_SinkBasin)
        (objectAtLocation Cup_bar__minus_02_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_66 loc_bar__minus_1_bar__minus_5_bar_2_bar_30)
        (pickupable Cup_bar__minus_02_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_66)
        (cleanable Cup_bar__minus_02_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_66)
        (heatable Cup_bar__minus_02_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_66)
        (coolable Cup_bar__minus_02_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_66)
        (isReceptacleObject Cup_bar__minus_02_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_66)
        (objectType Egg_bar__plus_02_dot_22_bar__plus_00_dot_97_bar__minus_01_dot_59 EggType)
        (inReceptacle Egg_bar__plus_02_dot_22_bar__plus_00_dot_97_bar__minus_01_dot_59 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (objectAtLocation Egg_bar__plus_02_dot_22_bar__plus_00_dot_97_bar__minus_01_dot_59 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Egg_bar__plus_02_dot_22_bar__plus_00_dot_97_bar__minus_01_dot_59)
        (cleanable Egg_bar__plus_02_dot_22_bar__plus_00_dot_97_bar__minus_01_dot_59)
        (heatable Egg_bar__plus_02_dot_22_bar__plus_00_dot_97_bar__minus_01_dot_59)
        (coolable Egg_bar__plus_02_dot_22_bar__plus_00_dot_97_bar__minus_01_dot_59)
        (sliceable Egg_bar__plus_02_dot_22_bar__plus_00_dot_97_bar__minus_01_dot_59)
        (objectType Knife_bar__minus_00_dot_80_bar__plus_00_dot_71_bar__minus_00_dot_09 KnifeType)
        (inReceptacle Knife_bar__minus_00_dot_80_bar__plus_00_dot_71_bar__minus_00_dot_09 CounterTop_bar__plus_00_dot_23_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (objectAtLocation Knife_bar__minus_00_dot_80_bar__plus_00_dot_71_bar__minus_00_dot_09 loc_bar_3_bar__minus_5_bar_2_bar_30)
        (pickupable Knife_bar__minus_00_dot_80_bar__plus_00_dot_71_bar__minus_00_dot_09)
        (cleanable Knife_bar__minus_00_dot_80_bar__plus_00_dot_71_bar__minus_00_dot_09)
        (objectType PepperShaker_bar__plus_02_dot_50_bar__plus_00_dot_91_bar__plus_01_dot_51 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_50_bar__plus_00_dot_91_bar__plus_01_dot_51 Shelf_bar__plus_01_dot_55_bar__plus_00_dot_16_bar__plus_02_dot_48)
        (objectAtLocation PepperShaker_bar__plus_02_dot_50_bar__plus_00_dot_91_bar__plus_01_dot_51 loc_bar_4_bar_6_bar_0_bar_30)
        (pickupable PepperShaker_bar__plus_02_dot_50_bar__plus_00_dot_91_bar__plus_01_dot_51)
        (objectType PepperShaker_bar__plus_02_dot_10_bar__plus_00_dot_95_bar__minus_02_dot_77 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_10_bar__plus_00_dot_95_bar__minus_02_dot_77 Cabinet_bar__plus_01_dot_75_bar__plus_02_dot_02_bar__minus_01_dot_03)
        (objectAtLocation PepperShaker_bar__plus_02_dot_10_bar__plus_00_dot_95_bar__minus_02_dot_77 loc_bar_4_bar__minus_4_bar_1_bar__minus_30)
        (pickupable PepperShaker_bar__plus_02_dot_10_bar__plus_00_dot_95_bar__minus_02_dot_77)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r DiningTableType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
