(define (problem plan_trial_T00000000_000001_000080)
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
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        SoapBar_bar__plus_01_dot_04_bar__plus_00_dot_13_bar__minus_02_dot_31 - object
        SoapBar_bar__minus_01_dot_91_bar__plus_01_dot_23_bar__plus_02_dot_14 - object
        SoapBar_bar__plus_02_dot_13_bar__plus_01_dot_17_bar__minus_01_dot_16 - object
        Candle_bar__plus_01_dot_30_bar__plus_00_dot_18_bar__plus_02_dot_55 - object
        Candle_bar__plus_02_dot_98_bar__plus_00_dot_75_bar__plus_01_dot_51 - object
        HandTowel_bar__plus_02_dot_15_bar__plus_00_dot_34_bar__plus_02_dot_37 - object
        HandTowel_bar__plus_01_dot_13_bar__plus_01_dot_28_bar__plus_01_dot_15 - object
        Plunger_bar__plus_01_dot_34_bar__plus_01_dot_47_bar__minus_00_dot_87 - object
        SoapBottle_bar__plus_02_dot_27_bar__plus_01_dot_42_bar__plus_02_dot_92 - object
        SprayBottle_bar__plus_00_dot_17_bar__plus_00_dot_79_bar__minus_01_dot_82 - object
        SprayBottle_bar__plus_02_dot_03_bar__plus_01_dot_20_bar__plus_01_dot_28 - object
        ToiletPaper_bar__minus_01_dot_30_bar__plus_01_dot_36_bar__minus_00_dot_69 - object
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
        loc_bar__minus_1_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_8_bar_0_bar_30 - location
        loc_bar__minus_5_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_6_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar__minus_8_bar_0_bar_30)
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
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType CandleType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__plus_01_dot_04_bar__plus_00_dot_13_bar__minus_02_dot_31 SoapBarType)
        (inReceptacle SoapBar_bar__plus_01_dot_04_bar__plus_00_dot_13_bar__minus_02_dot_31 Cabinet_bar__minus_01_dot_05_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation SoapBar_bar__plus_01_dot_04_bar__plus_00_dot_13_bar__minus_02_dot_31 loc_bar__minus_3_bar__minus_1_bar_2_bar_30)
        (pickupable SoapBar_bar__plus_01_dot_04_bar__plus_00_dot_13_bar__minus_02_dot_31)
        (cleanable SoapBar_bar__plus_01_dot_04_bar__plus_00_dot_13_bar__minus_02_dot_31)
        (objectType SoapBar_bar__minus_01_dot_91_bar__plus_01_dot_23_bar__plus_02_dot_14 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_91_bar__plus_01_dot_23_bar__plus_02_dot_14 Toilet_bar__minus_01_dot_61_bar_00_dot_00_bar__plus_00_dot_21)
        (objectAtLocation SoapBar_bar__minus_01_dot_91_bar__plus_01_dot_23_bar__plus_02_dot_14 loc_bar__minus_6_bar__minus_3_bar_0_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_91_bar__plus_01_dot_23_bar__plus_02_dot_14)
        (cleanable SoapBar_bar__minus_01_dot_91_bar__plus_01_dot_23_bar__plus_02_dot_14)
        (objectType SoapBar_bar__plus_02_dot_13_bar__plus_01_dot_17_bar__minus_01_dot_16 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_13_bar__plus_01_dot_17_bar__minus_01_dot_16 Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation SoapBar_bar__plus_02_dot_13_bar__plus_01_dot_17_bar__minus_01_dot_16 loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_13_bar__plus_01_dot_17_bar__minus_01_dot_16)
        (cleanable SoapBar_bar__plus_02_dot_13_bar__plus_01_dot_17_bar__minus_01_dot_16)
        (objectType Candle_bar__plus_01_dot_30_bar__plus_00_dot_18_bar__plus_02_dot_55 CandleType)
        (inReceptacle Candle_bar__plus_01_dot_30_bar__plus_00_dot_18_bar__plus_02_dot_55 Cabinet_bar__minus_02_dot_02_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation Candle_bar__plus_01_dot_30_bar__plus_00_dot_18_bar__plus_02_dot_55 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (pickupable Candle_bar__plus_01_dot_30_bar__plus_00_dot_18_bar__plus_02_dot_55)
        (objectType Candle_bar__plus_02_dot_98_bar__plus_00_dot_75_bar__plus_01_dot_51 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_98_bar__plus_00_dot_75_bar__plus_01_dot_51 Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation Candle_bar__plus_02_dot_98_bar__plus_00_dot_75_bar__plus_01_dot_51 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (pickupable Candle_bar__plus_02_dot_98_bar__plus_00_dot_75_bar__plus_01_dot_51)
        (objectType HandTowel_bar__plus_02_dot_15_bar__plus_00_dot_34_bar__plus_02_dot_37 HandTowelType)
        (inReceptacle HandTowel_bar__plus_02_dot_15_bar__plus_00_dot_34_bar__plus_02_dot_37 Toilet_bar__minus_01_dot_61_bar_00_dot_00_bar__plus_00_dot_21)
        (objectAtLocation HandTowel_bar__plus_02_dot_15_bar__plus_00_dot_34_bar__plus_02_dot_37 loc_bar__minus_6_bar__minus_3_bar_0_bar_30)
        (pickupable HandTowel_bar__plus_02_dot_15_bar__plus_00_dot_34_bar__plus_02_dot_37)
        (objectType HandTowel_bar__plus_01_dot_13_bar__plus_01_dot_28_bar__plus_01_dot_15 HandTowelType)
        (inReceptacle HandTowel_bar__plus_01_dot_13_bar__plus_01_dot_28_bar__plus_01_dot_15 Cabinet_bar__minus_01_dot_05_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation HandTowel_bar__plus_01_dot_13_bar__plus_01_dot_28_bar__plus_01_dot_15 loc_bar__minus_3_bar__minus_1_bar_2_bar_30)
        (pickupable HandTowel_bar__plus_01_dot_13_bar__plus_01_dot_28_bar__plus_01_dot_15)
        (objectType Plunger_bar__plus_01_dot_34_bar__plus_01_dot_47_bar__minus_00_dot_87 PlungerType)
        (inReceptacle Plunger_bar__plus_01_dot_34_bar__plus_01_dot_47_bar__minus_00_dot_87 Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation Plunger_bar__plus_01_dot_34_bar__plus_01_dot_47_bar__minus_00_dot_87 loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (pickupable Plunger_bar__plus_01_dot_34_bar__plus_01_dot_47_bar__minus_00_dot_87)
        (objectType SoapBottle_bar__plus_02_dot_27_bar__plus_01_dot_42_bar__plus_02_dot_92 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_27_bar__plus_01_dot_42_bar__plus_02_dot_92 CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53)
        (objectAtLocation SoapBottle_bar__plus_02_dot_27_bar__plus_01_dot_42_bar__plus_02_dot_92 loc_bar__minus_6_bar__minus_3_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_27_bar__plus_01_dot_42_bar__plus_02_dot_92)
        (objectType SprayBottle_bar__plus_00_dot_17_bar__plus_00_dot_79_bar__minus_01_dot_82 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_00_dot_17_bar__plus_00_dot_79_bar__minus_01_dot_82 Toilet_bar__minus_01_dot_61_bar_00_dot_00_bar__plus_00_dot_21)
        (objectAtLocation SprayBottle_bar__plus_00_dot_17_bar__plus_00_dot_79_bar__minus_01_dot_82 loc_bar__minus_6_bar__minus_3_bar_0_bar_30)
        (pickupable SprayBottle_bar__plus_00_dot_17_bar__plus_00_dot_79_bar__minus_01_dot_82)
        (objectType SprayBottle_bar__plus_02_dot_03_bar__plus_01_dot_20_bar__plus_01_dot_28 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_02_dot_03_bar__plus_01_dot_20_bar__plus_01_dot_28 CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53)
        (objectAtLocation SprayBottle_bar__plus_02_dot_03_bar__plus_01_dot_20_bar__plus_01_dot_28 loc_bar__minus_6_bar__minus_3_bar_2_bar_30)
        (pickupable SprayBottle_bar__plus_02_dot_03_bar__plus_01_dot_20_bar__plus_01_dot_28)
        (objectType ToiletPaper_bar__minus_01_dot_30_bar__plus_01_dot_36_bar__minus_00_dot_69 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_30_bar__plus_01_dot_36_bar__minus_00_dot_69 CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_30_bar__plus_01_dot_36_bar__minus_00_dot_69 loc_bar__minus_6_bar__minus_3_bar_2_bar_30)
        (pickupable ToiletPaper_bar__minus_01_dot_30_bar__plus_01_dot_36_bar__minus_00_dot_69)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r GarbageCanType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
