(define (problem plan_trial_T00000000_000001_000018)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        CandleType - otype
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        Candle_bar__minus_02_dot_59_bar__plus_00_dot_99_bar__plus_00_dot_62 - object
        HandTowel_bar__minus_02_dot_98_bar__plus_01_dot_35_bar__plus_02_dot_92 - object
        HandTowel_bar__plus_00_dot_35_bar__plus_01_dot_15_bar__minus_02_dot_90 - object
        Plunger_bar__minus_00_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 - object
        Plunger_bar__plus_00_dot_04_bar__plus_00_dot_25_bar__plus_02_dot_00 - object
        SoapBottle_bar__plus_02_dot_97_bar__plus_01_dot_28_bar__plus_00_dot_34 - object
        SoapBottle_bar__plus_00_dot_25_bar__plus_00_dot_02_bar__minus_02_dot_71 - object
        SprayBottle_bar__plus_00_dot_28_bar__plus_00_dot_66_bar__plus_02_dot_37 - object
        SprayBottle_bar__minus_02_dot_81_bar__plus_00_dot_82_bar__minus_02_dot_06 - object
        Bathtub_bar__plus_00_dot_88_bar__plus_00_dot_39_bar__minus_01_dot_15_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33 - receptacle
        Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33 - receptacle
        Cabinet_bar__minus_01_dot_05_bar__plus_00_dot_34_bar__minus_01_dot_33 - receptacle
        Cabinet_bar__minus_02_dot_02_bar__plus_00_dot_34_bar__minus_01_dot_33 - receptacle
        CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53 - receptacle
        GarbageCan_bar__plus_00_dot_10_bar_00_dot_00_bar__minus_01_dot_57 - receptacle
        Sink_bar__minus_00_dot_53_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin - receptacle
        Sink_bar__minus_01_dot_56_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_61_bar_00_dot_00_bar__plus_00_dot_21 - receptacle
        loc_bar_0_bar__minus_3_bar_1_bar_30 - location
        loc_bar_5_bar_5_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_6_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_5_bar_5_bar_1_bar_30)
        (receptacleType Bathtub_bar__plus_00_dot_88_bar__plus_00_dot_39_bar__minus_01_dot_15_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__plus_00_dot_88_bar__plus_00_dot_39_bar__minus_01_dot_15_bar_BathtubBasin loc_bar_0_bar__minus_3_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (receptacleType Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33 loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (receptacleType Cabinet_bar__minus_01_dot_05_bar__plus_00_dot_34_bar__minus_01_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_05_bar__plus_00_dot_34_bar__minus_01_dot_33 loc_bar__minus_3_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_05_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (receptacleType Cabinet_bar__minus_02_dot_02_bar__plus_00_dot_34_bar__minus_01_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_02_bar__plus_00_dot_34_bar__minus_01_dot_33 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_02_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (receptacleType CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53 loc_bar__minus_6_bar__minus_3_bar_2_bar_30)
        (receptacleType GarbageCan_bar__plus_00_dot_10_bar_00_dot_00_bar__minus_01_dot_57 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_00_dot_10_bar_00_dot_00_bar__minus_01_dot_57 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (receptacleType Sink_bar__minus_00_dot_53_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_53_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (receptacleType Sink_bar__minus_01_dot_56_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_56_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin loc_bar__minus_6_bar__minus_4_bar_2_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_61_bar_00_dot_00_bar__plus_00_dot_21 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_61_bar_00_dot_00_bar__plus_00_dot_21 loc_bar__minus_6_bar__minus_3_bar_0_bar_30)
        (canContain BathtubBasinType HandTowelType)
        (canContain CabinetType CandleType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain ToiletType CandleType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (objectType Candle_bar__minus_02_dot_59_bar__plus_00_dot_99_bar__plus_00_dot_62 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_59_bar__plus_00_dot_99_bar__plus_00_dot_62 CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53)
        (objectAtLocation Candle_bar__minus_02_dot_59_bar__plus_00_dot_99_bar__plus_00_dot_62 loc_bar__minus_6_bar__minus_3_bar_2_bar_30)
        (pickupable Candle_bar__minus_02_dot_59_bar__plus_00_dot_99_bar__plus_00_dot_62)
        (objectType HandTowel_bar__minus_02_dot_98_bar__plus_01_dot_35_bar__plus_02_dot_92 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_98_bar__plus_01_dot_35_bar__plus_02_dot_92 Toilet_bar__minus_01_dot_61_bar_00_dot_00_bar__plus_00_dot_21)
        (objectAtLocation HandTowel_bar__minus_02_dot_98_bar__plus_01_dot_35_bar__plus_02_dot_92 loc_bar__minus_6_bar__minus_3_bar_0_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_98_bar__plus_01_dot_35_bar__plus_02_dot_92)
        (objectType HandTowel_bar__plus_00_dot_35_bar__plus_01_dot_15_bar__minus_02_dot_90 HandTowelType)
        (inReceptacle HandTowel_bar__plus_00_dot_35_bar__plus_01_dot_15_bar__minus_02_dot_90 GarbageCan_bar__plus_00_dot_10_bar_00_dot_00_bar__minus_01_dot_57)
        (objectAtLocation HandTowel_bar__plus_00_dot_35_bar__plus_01_dot_15_bar__minus_02_dot_90 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (pickupable HandTowel_bar__plus_00_dot_35_bar__plus_01_dot_15_bar__minus_02_dot_90)
        (objectType Plunger_bar__minus_00_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 PlungerType)
        (inReceptacle Plunger_bar__minus_00_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation Plunger_bar__minus_00_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (pickupable Plunger_bar__minus_00_dot_05_bar__plus_00_dot_90_bar__plus_00_dot_10)
        (objectType Plunger_bar__plus_00_dot_04_bar__plus_00_dot_25_bar__plus_02_dot_00 PlungerType)
        (inReceptacle Plunger_bar__plus_00_dot_04_bar__plus_00_dot_25_bar__plus_02_dot_00 Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation Plunger_bar__plus_00_dot_04_bar__plus_00_dot_25_bar__plus_02_dot_00 loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (pickupable Plunger_bar__plus_00_dot_04_bar__plus_00_dot_25_bar__plus_02_dot_00)
        (objectType SoapBottle_bar__plus_02_dot_97_bar__plus_01_dot_28_bar__plus_00_dot_34 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_97_bar__plus_01_dot_28_bar__plus_00_dot_34 Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation SoapBottle_bar__plus_02_dot_97_bar__plus_01_dot_28_bar__plus_00_dot_34 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_97_bar__plus_01_dot_28_bar__plus_00_dot_34)
        (objectType SoapBottle_bar__plus_00_dot_25_bar__plus_00_dot_02_bar__minus_02_dot_71 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_25_bar__plus_00_dot_02_bar__minus_02_dot_71 Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation SoapBottle_bar__plus_00_dot_25_bar__plus_00_dot_02_bar__minus_02_dot_71 loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_25_bar__plus_00_dot_02_bar__minus_02_dot_71)
        (objectType SprayBottle_bar__plus_00_dot_28_bar__plus_00_dot_66_bar__plus_02_dot_37 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_00_dot_28_bar__plus_00_dot_66_bar__plus_02_dot_37 CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53)
        (objectAtLocation SprayBottle_bar__plus_00_dot_28_bar__plus_00_dot_66_bar__plus_02_dot_37 loc_bar__minus_6_bar__minus_3_bar_2_bar_30)
        (pickupable SprayBottle_bar__plus_00_dot_28_bar__plus_00_dot_66_bar__plus_02_dot_37)
        (objectType SprayBottle_bar__minus_02_dot_81_bar__plus_00_dot_82_bar__minus_02_dot_06 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_81_bar__plus_00_dot_82_bar__minus_02_dot_06 GarbageCan_bar__plus_00_dot_10_bar_00_dot_00_bar__minus_01_dot_57)
        (objectAtLocation SprayBottle_bar__minus_02_dot_81_bar__plus_00_dot_82_bar__minus_02_dot_06 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_81_bar__plus_00_dot_82_bar__minus_02_dot_06)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CandleType)
                            (receptacleType ?r CabinetType)
                        )
                    )
                )
            )
        )
    )
