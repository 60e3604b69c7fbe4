(define (problem plan_trial_T00000000_000003_000014)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CartType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CandleType - otype
        ClothType - otype
        DishSpongeType - otype
        HandTowelType - otype
        KnifeType - otype
        DishSponge_bar__plus_01_dot_87_bar__plus_00_dot_39_bar__minus_00_dot_40 - object
        DishSponge_bar__plus_02_dot_59_bar__plus_01_dot_14_bar__minus_01_dot_04 - object
        DishSponge_bar__plus_02_dot_67_bar__plus_01_dot_20_bar__plus_02_dot_74 - object
        Candle_bar__minus_01_dot_75_bar__plus_01_dot_09_bar__minus_02_dot_08 - object
        Candle_bar__minus_00_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_33 - object
        Cloth_bar__plus_02_dot_94_bar__plus_00_dot_17_bar__plus_00_dot_60 - object
        HandTowel_bar__minus_01_dot_86_bar__plus_01_dot_30_bar__minus_00_dot_72 - object
        Bathtub_bar__minus_00_dot_21_bar__plus_00_dot_36_bar__plus_00_dot_92_bar_BathtubBasin - receptacle
        Cart_bar__minus_03_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_15 - receptacle
        GarbageCan_bar__minus_00_dot_87_bar__plus_00_dot_00_bar__plus_03_dot_86 - receptacle
        Shelf_bar__minus_02_dot_59_bar__plus_00_dot_78_bar__plus_03_dot_91 - receptacle
        Shelf_bar__minus_02_dot_59_bar__plus_01_dot_53_bar__plus_03_dot_91 - receptacle
        Sink_bar__minus_03_dot_12_bar__minus_00_dot_01_bar__plus_01_dot_53_bar_SinkBasin - receptacle
        loc_bar__minus_10_bar_13_bar_0_bar_0 - location
        loc_bar__minus_10_bar_13_bar_0_bar_30 - location
        loc_bar__minus_10_bar_1_bar_3_bar_30 - location
        loc_bar__minus_10_bar_5_bar_3_bar_30 - location
        loc_bar__minus_3_bar_4_bar_3_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_8_bar_13_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar_4_bar_3_bar_30)
        (receptacleType Bathtub_bar__minus_00_dot_21_bar__plus_00_dot_36_bar__plus_00_dot_92_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_00_dot_21_bar__plus_00_dot_36_bar__plus_00_dot_92_bar_BathtubBasin loc_bar__minus_5_bar_4_bar_1_bar_30)
        (receptacleType Cart_bar__minus_03_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_15 CartType)
        (receptacleAtLocation Cart_bar__minus_03_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_15 loc_bar__minus_10_bar_1_bar_3_bar_30)
        (receptacleType GarbageCan_bar__minus_00_dot_87_bar__plus_00_dot_00_bar__plus_03_dot_86 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_00_dot_87_bar__plus_00_dot_00_bar__plus_03_dot_86 loc_bar__minus_8_bar_13_bar_1_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_59_bar__plus_00_dot_78_bar__plus_03_dot_91 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_59_bar__plus_00_dot_78_bar__plus_03_dot_91 loc_bar__minus_10_bar_13_bar_0_bar_30)
        (receptacleType Shelf_bar__minus_02_dot_59_bar__plus_01_dot_53_bar__plus_03_dot_91 ShelfType)
        (receptacleAtLocation Shelf_bar__minus_02_dot_59_bar__plus_01_dot_53_bar__plus_03_dot_91 loc_bar__minus_10_bar_13_bar_0_bar_0)
        (receptacleType Sink_bar__minus_03_dot_12_bar__minus_00_dot_01_bar__plus_01_dot_53_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_12_bar__minus_00_dot_01_bar__plus_01_dot_53_bar_SinkBasin loc_bar__minus_10_bar_5_bar_3_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType DishSpongeType)
        (canContain BathtubBasinType HandTowelType)
        (canContain CartType CandleType)
        (canContain CartType ClothType)
        (canContain CartType DishSpongeType)
        (canContain CartType HandTowelType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType DishSpongeType)
        (canContain GarbageCanType HandTowelType)
        (canContain ShelfType CandleType)
        (canContain ShelfType ClothType)
        (canContain ShelfType DishSpongeType)
        (canContain ShelfType HandTowelType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (objectType DishSponge_bar__plus_01_dot_87_bar__plus_00_dot_39_bar__minus_00_dot_40 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_87_bar__plus_00_dot_39_bar__minus_00_dot_40 Cart_bar__minus_03_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_15)
        (objectAtLocation DishSponge_bar__plus_01_dot_87_bar__plus_00_dot_39_bar__minus_00_dot_40 loc_bar__minus_10_bar_1_bar_3_bar_30)
        (pickupable DishSponge_bar__plus_01_dot_87_bar__plus_00_dot_39_bar__minus_00_dot_40)
        (cleanable DishSponge_bar__plus_01_dot_87_bar__plus_00_dot_39_bar__minus_00_dot_40)
        (objectType DishSponge_bar__plus_02_dot_59_bar__plus_01_dot_14_bar__minus_01_dot_04 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_59_bar__plus_01_dot_14_bar__minus_01_dot_04 Sink_bar__minus_03_dot_12_bar__minus_00_dot_01_bar__plus_01_dot_53_bar_SinkBasin)
        (objectAtLocation DishSponge_bar__plus_02_dot_59_bar__plus_01_dot_14_bar__minus_01_dot_04 loc_bar__minus_10_bar_5_bar_3_bar_30)
        (pickupable DishSponge_bar__plus_02_dot_59_bar__plus_01_dot_14_bar__minus_01_dot_04)
        (cleanable DishSponge_bar__plus_02_dot_59_bar__plus_01_dot_14_bar__minus_01_dot_04)
        (objectType DishSponge_bar__plus_02_dot_67_bar__plus_01_dot_20_bar__plus_02_dot_74 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_67_bar__plus_01_dot_20_bar__plus_02_dot_74 GarbageCan_bar__minus_00_dot_87_bar__plus_00_dot_00_bar__plus_03_dot_86)
        (objectAtLocation DishSponge_bar__plus_02_dot_67_bar__plus_01_dot_20_bar__plus_02_dot_74 loc_bar__minus_8_bar_13_bar_1_bar_30)
        (pickupable DishSponge_bar__plus_02_dot_67_bar__plus_01_dot_20_bar__plus_02_dot_74)
        (cleanable DishSponge_bar__plus_02_dot_67_bar__plus_01_dot_20_bar__plus_02_dot_74)
        (objectType Candle_bar__minus_01_dot_75_bar__plus_01_dot_09_bar__minus_02_dot_08 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_75_bar__plus_01_dot_09_bar__minus_02_dot_08 Shelf_bar__minus_02_dot_59_bar__plus_01_dot_53_bar__plus_03_dot_91)
        (objectAtLocation Candle_bar__minus_01_dot_75_bar__plus_01_dot_09_bar__minus_02_dot_08 loc_bar__minus_10_bar_13_bar_0_bar_0)
        (pickupable Candle_bar__minus_01_dot_75_bar__plus_01_dot_09_bar__minus_02_dot_08)
        (objectType Candle_bar__minus_00_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_33 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_33 Shelf_bar__minus_02_dot_59_bar__plus_01_dot_53_bar__plus_03_dot_91)
        (objectAtLocation Candle_bar__minus_00_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_33 loc_bar__minus_10_bar_13_bar_0_bar_0)
        (pickupable Candle_bar__minus_00_dot_61_bar__plus_01_dot_42_bar__plus_02_dot_33)
        (objectType Cloth_bar__plus_02_dot_94_bar__plus_00_dot_17_bar__plus_00_dot_60 ClothType)
        (inReceptacle Cloth_bar__plus_02_dot_94_bar__plus_00_dot_17_bar__plus_00_dot_60 Bathtub_bar__minus_00_dot_21_bar__plus_00_dot_36_bar__plus_00_dot_92_bar_BathtubBasin)
        (objectAtLocation Cloth_bar__plus_02_dot_94_bar__plus_00_dot_17_bar__plus_00_dot_60 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (pickupable Cloth_bar__plus_02_dot_94_bar__plus_00_dot_17_bar__plus_00_dot_60)
        (cleanable Cloth_bar__plus_02_dot_94_bar__plus_00_dot_17_bar__plus_00_dot_60)
        (objectType HandTowel_bar__minus_01_dot_86_bar__plus_01_dot_30_bar__minus_00_dot_72 HandTowelType)
        (inReceptacle HandTowel_bar__minus_01_dot_86_bar__plus_01_dot_30_bar__minus_00_dot_72 Bathtub_bar__minus_00_dot_21_bar__plus_00_dot_36_bar__plus_00_dot_92_bar_BathtubBasin)
        (objectAtLocation HandTowel_bar__minus_01_dot_86_bar__plus_01_dot_30_bar__minus_00_dot_72 loc_bar__minus_5_bar_4_bar_1_bar_30)
        (pickupable HandTowel_bar__minus_01_dot_86_bar__plus_01_dot_30_bar__minus_00_dot_72)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o DishSpongeType)
                            (receptacleType ?r ShelfType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
