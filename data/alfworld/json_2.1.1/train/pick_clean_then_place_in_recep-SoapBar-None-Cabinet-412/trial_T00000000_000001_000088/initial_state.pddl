(define (problem plan_trial_T00000000_000001_000088)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        CandleType - otype
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        SprayBottleType - otype
        SoapBar_bar__plus_00_dot_50_bar__plus_01_dot_43_bar__minus_02_dot_67 - object
        SoapBar_bar__plus_02_dot_14_bar__plus_01_dot_13_bar__plus_01_dot_60 - object
        Candle_bar__plus_02_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_45 - object
        Candle_bar__minus_00_dot_49_bar__plus_00_dot_37_bar__minus_00_dot_49 - object
        HandTowel_bar__minus_02_dot_98_bar__plus_00_dot_49_bar__plus_00_dot_78 - object
        HandTowel_bar__minus_02_dot_92_bar__plus_00_dot_28_bar__minus_02_dot_90 - object
        Plunger_bar__plus_00_dot_56_bar__plus_00_dot_08_bar__minus_01_dot_48 - object
        Plunger_bar__minus_01_dot_91_bar__plus_00_dot_90_bar__plus_01_dot_33 - object
        SprayBottle_bar__minus_01_dot_65_bar__plus_01_dot_20_bar__minus_00_dot_49 - object
        SprayBottle_bar__plus_02_dot_60_bar__plus_00_dot_91_bar__plus_01_dot_43 - object
        Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59 - receptacle
        Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38 - receptacle
        Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40 - receptacle
        CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39 - receptacle
        Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_93_bar_SinkBasin - receptacle
        Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_01_dot_83_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74 - receptacle
        loc_bar__minus_10_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_11_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_11_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_11_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_8_bar__minus_4_bar_0_bar_30 - location
        loc_bar__minus_9_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_3_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar__minus_4_bar_0_bar_30)
        (receptacleType Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59)
        (receptacleType Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38 loc_bar__minus_9_bar__minus_3_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38)
        (receptacleType Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40 loc_bar__minus_10_bar__minus_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40)
        (receptacleType CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39 loc_bar__minus_11_bar__minus_4_bar_3_bar_30)
        (receptacleType Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_93_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_93_bar_SinkBasin loc_bar__minus_11_bar__minus_3_bar_3_bar_30)
        (receptacleType Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_01_dot_83_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_01_dot_83_bar_SinkBasin loc_bar__minus_11_bar__minus_6_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74 loc_bar__minus_4_bar__minus_6_bar_3_bar_30)
        (canContain CabinetType CandleType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SprayBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SprayBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SprayBottleType)
        (objectType SoapBar_bar__plus_00_dot_50_bar__plus_01_dot_43_bar__minus_02_dot_67 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_50_bar__plus_01_dot_43_bar__minus_02_dot_67 Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_93_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__plus_00_dot_50_bar__plus_01_dot_43_bar__minus_02_dot_67 loc_bar__minus_11_bar__minus_3_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_00_dot_50_bar__plus_01_dot_43_bar__minus_02_dot_67)
        (cleanable SoapBar_bar__plus_00_dot_50_bar__plus_01_dot_43_bar__minus_02_dot_67)
        (objectType SoapBar_bar__plus_02_dot_14_bar__plus_01_dot_13_bar__plus_01_dot_60 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_14_bar__plus_01_dot_13_bar__plus_01_dot_60 CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39)
        (objectAtLocation SoapBar_bar__plus_02_dot_14_bar__plus_01_dot_13_bar__plus_01_dot_60 loc_bar__minus_11_bar__minus_4_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_14_bar__plus_01_dot_13_bar__plus_01_dot_60)
        (cleanable SoapBar_bar__plus_02_dot_14_bar__plus_01_dot_13_bar__plus_01_dot_60)
        (objectType Candle_bar__plus_02_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_45 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_45 Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74)
        (objectAtLocation Candle_bar__plus_02_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_45 loc_bar__minus_4_bar__minus_6_bar_3_bar_30)
        (pickupable Candle_bar__plus_02_dot_73_bar__plus_01_dot_14_bar__minus_01_dot_45)
        (objectType Candle_bar__minus_00_dot_49_bar__plus_00_dot_37_bar__minus_00_dot_49 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_49_bar__plus_00_dot_37_bar__minus_00_dot_49 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59)
        (objectAtLocation Candle_bar__minus_00_dot_49_bar__plus_00_dot_37_bar__minus_00_dot_49 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (pickupable Candle_bar__minus_00_dot_49_bar__plus_00_dot_37_bar__minus_00_dot_49)
        (objectType HandTowel_bar__minus_02_dot_98_bar__plus_00_dot_49_bar__plus_00_dot_78 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_98_bar__plus_00_dot_49_bar__plus_00_dot_78 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38)
        (objectAtLocation HandTowel_bar__minus_02_dot_98_bar__plus_00_dot_49_bar__plus_00_dot_78 loc_bar__minus_9_bar__minus_3_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_98_bar__plus_00_dot_49_bar__plus_00_dot_78)
        (objectType HandTowel_bar__minus_02_dot_92_bar__plus_00_dot_28_bar__minus_02_dot_90 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_92_bar__plus_00_dot_28_bar__minus_02_dot_90 CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39)
        (objectAtLocation HandTowel_bar__minus_02_dot_92_bar__plus_00_dot_28_bar__minus_02_dot_90 loc_bar__minus_11_bar__minus_4_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_92_bar__plus_00_dot_28_bar__minus_02_dot_90)
        (objectType Plunger_bar__plus_00_dot_56_bar__plus_00_dot_08_bar__minus_01_dot_48 PlungerType)
        (inReceptacle Plunger_bar__plus_00_dot_56_bar__plus_00_dot_08_bar__minus_01_dot_48 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40)
        (objectAtLocation Plunger_bar__plus_00_dot_56_bar__plus_00_dot_08_bar__minus_01_dot_48 loc_bar__minus_10_bar__minus_6_bar_3_bar_30)
        (pickupable Plunger_bar__plus_00_dot_56_bar__plus_00_dot_08_bar__minus_01_dot_48)
        (objectType Plunger_bar__minus_01_dot_91_bar__plus_00_dot_90_bar__plus_01_dot_33 PlungerType)
        (inReceptacle Plunger_bar__minus_01_dot_91_bar__plus_00_dot_90_bar__plus_01_dot_33 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38)
        (objectAtLocation Plunger_bar__minus_01_dot_91_bar__plus_00_dot_90_bar__plus_01_dot_33 loc_bar__minus_9_bar__minus_3_bar_3_bar_30)
        (pickupable Plunger_bar__minus_01_dot_91_bar__plus_00_dot_90_bar__plus_01_dot_33)
        (objectType SprayBottle_bar__minus_01_dot_65_bar__plus_01_dot_20_bar__minus_00_dot_49 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_65_bar__plus_01_dot_20_bar__minus_00_dot_49 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40)
        (objectAtLocation SprayBottle_bar__minus_01_dot_65_bar__plus_01_dot_20_bar__minus_00_dot_49 loc_bar__minus_10_bar__minus_6_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_65_bar__plus_01_dot_20_bar__minus_00_dot_49)
        (objectType SprayBottle_bar__plus_02_dot_60_bar__plus_00_dot_91_bar__plus_01_dot_43 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_02_dot_60_bar__plus_00_dot_91_bar__plus_01_dot_43 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59)
        (objectAtLocation SprayBottle_bar__plus_02_dot_60_bar__plus_00_dot_91_bar__plus_01_dot_43 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_02_dot_60_bar__plus_00_dot_91_bar__plus_01_dot_43)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
