(define (problem plan_trial_T00000000_000003_000029)
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
        KnifeType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        Candle_bar__plus_00_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_00 - object
        Candle_bar__minus_00_dot_17_bar__plus_01_dot_16_bar__minus_02_dot_32 - object
        Candle_bar__minus_00_dot_31_bar__plus_01_dot_38_bar__plus_00_dot_67 - object
        SoapBottle_bar__plus_00_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_67 - object
        SprayBottle_bar__minus_01_dot_59_bar__plus_00_dot_14_bar__plus_01_dot_31 - object
        Bathtub_bar__minus_00_dot_21_bar__plus_00_dot_36_bar__plus_00_dot_92_bar_BathtubBasin - receptacle
        Cart_bar__minus_03_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_15 - receptacle
        GarbageCan_bar__minus_00_dot_87_bar__plus_00_dot_00_bar__plus_03_dot_86 - receptacle
        Shelf_bar__minus_02_dot_59_bar__plus_00_dot_78_bar__plus_03_dot_91 - receptacle
        Shelf_bar__minus_02_dot_59_bar__plus_01_dot_53_bar__plus_03_dot_91 - receptacle
        Sink_bar__minus_03_dot_12_bar__minus_00_dot_01_bar__plus_01_dot_53_bar_SinkBasin - receptacle
        loc_bar_9_bar_2_bar_0_bar_30 - location
        loc_bar__minus_10_bar_13_bar_0_bar_0 - location
        loc_bar__minus_10_bar_13_bar_0_bar_30 - location
        loc_bar__minus_10_bar_1_bar_3_bar_30 - location
        loc_bar__minus_10_bar_5_bar_3_bar_30 - location
        loc_bar__minus_5_bar_4_bar_1_bar_30 - location
        loc_bar__minus_8_bar_13_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_9_bar_2_bar_0_bar_30)
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
        (canContain CartType CandleType)
        (canContain CartType SoapBottleType)
        (canContain CartType SprayBottleType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain ShelfType CandleType)
        (canContain ShelfType SoapBottleType)
        (canContain ShelfType SprayBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KnifeType)
        (objectType Candle_bar__plus_00_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_00 CandleType)
        (inReceptacle Candle_bar__plus_00_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_00 Cart_bar__minus_03_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_15)
        (objectAtLocation Candle_bar__plus_00_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_00 loc_bar__minus_10_bar_1_bar_3_bar_30)
        (pickupable Candle_bar__plus_00_dot_22_bar__plus_01_dot_43_bar__plus_02_dot_00)
        (objectType Candle_bar__minus_00_dot_17_bar__plus_01_dot_16_bar__minus_02_dot_32 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_17_bar__plus_01_dot_16_bar__minus_02_dot_32 Cart_bar__minus_03_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_15)
        (objectAtLocation Candle_bar__minus_00_dot_17_bar__plus_01_dot_16_bar__minus_02_dot_32 loc_bar__minus_10_bar_1_bar_3_bar_30)
        (pickupable Candle_bar__minus_00_dot_17_bar__plus_01_dot_16_bar__minus_02_dot_32)
        (objectType Candle_bar__minus_00_dot_31_bar__plus_01_dot_38_bar__plus_00_dot_67 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_31_bar__plus_01_dot_38_bar__plus_00_dot_67 Cart_bar__minus_03_dot_21_bar__plus_00_dot_00_bar__plus_00_dot_15)
        (objectAtLocation Candle_bar__minus_00_dot_31_bar__plus_01_dot_38_bar__plus_00_dot_67 loc_bar__minus_10_bar_1_bar_3_bar_30)
        (pickupable Candle_bar__minus_00_dot_31_bar__plus_01_dot_38_bar__plus_00_dot_67)
        (objectType SoapBottle_bar__plus_00_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_67 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_67 GarbageCan_bar__minus_00_dot_87_bar__plus_00_dot_00_bar__plus_03_dot_86)
        (objectAtLocation SoapBottle_bar__plus_00_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_67 loc_bar__minus_8_bar_13_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_10_bar__plus_00_dot_61_bar__plus_02_dot_67)
        (objectType SprayBottle_bar__minus_01_dot_59_bar__plus_00_dot_14_bar__plus_01_dot_31 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_59_bar__plus_00_dot_14_bar__plus_01_dot_31 Shelf_bar__minus_02_dot_59_bar__plus_01_dot_53_bar__plus_03_dot_91)
        (objectAtLocation SprayBottle_bar__minus_01_dot_59_bar__plus_00_dot_14_bar__plus_01_dot_31 loc_bar__minus_10_bar_13_bar_0_bar_0)
        (pickupable SprayBottle_bar__minus_01_dot_59_bar__plus_00_dot_14_bar__plus_01_dot_31)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 CandleType)
                                    (receptacleType ?r ShelfType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 CandleType)
                                            (receptacleType ?r ShelfType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
