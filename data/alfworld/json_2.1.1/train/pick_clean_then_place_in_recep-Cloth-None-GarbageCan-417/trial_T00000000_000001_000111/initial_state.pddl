(define (problem plan_trial_T00000000_000001_000111)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CandleType - otype
        ClothType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        Cloth_bar__plus_00_dot_79_bar__plus_00_dot_96_bar__minus_01_dot_59 - object
        Cloth_bar__plus_00_dot_51_bar__plus_00_dot_54_bar__plus_02_dot_10 - object
        Candle_bar__plus_00_dot_96_bar__plus_01_dot_40_bar__minus_02_dot_40 - object
        Candle_bar__minus_00_dot_89_bar__plus_01_dot_36_bar__minus_00_dot_70 - object
        Plunger_bar__plus_00_dot_49_bar__plus_00_dot_69_bar__minus_00_dot_67 - object
        SoapBar_bar__plus_00_dot_44_bar__plus_00_dot_27_bar__minus_01_dot_56 - object
        Cabinet_bar__minus_02_dot_50_bar__plus_00_dot_40_bar__minus_01_dot_24 - receptacle
        Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_00_dot_29 - receptacle
        Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_01_dot_26 - receptacle
        CounterTop_bar__minus_02_dot_75_bar__plus_00_dot_99_bar__minus_01_dot_24 - receptacle
        GarbageCan_bar__minus_01_dot_53_bar__plus_00_dot_00_bar__minus_00_dot_18 - receptacle
        Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_00_dot_73_bar_SinkBasin - receptacle
        Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_01_dot_76_bar_SinkBasin - receptacle
        loc_bar_4_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_2_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_8_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_8_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_4_bar__minus_2_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_02_dot_50_bar__plus_00_dot_40_bar__minus_01_dot_24 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_50_bar__plus_00_dot_40_bar__minus_01_dot_24 loc_bar__minus_6_bar__minus_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_50_bar__plus_00_dot_40_bar__minus_01_dot_24)
        (receptacleType Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_00_dot_29 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_00_dot_29 loc_bar__minus_6_bar__minus_4_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_00_dot_29)
        (receptacleType Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_01_dot_26 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_01_dot_26 loc_bar__minus_6_bar__minus_8_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_01_dot_26)
        (receptacleType CounterTop_bar__minus_02_dot_75_bar__plus_00_dot_99_bar__minus_01_dot_24 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_75_bar__plus_00_dot_99_bar__minus_01_dot_24 loc_bar__minus_9_bar__minus_4_bar_3_bar_30)
        (receptacleType GarbageCan_bar__minus_01_dot_53_bar__plus_00_dot_00_bar__minus_00_dot_18 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_53_bar__plus_00_dot_00_bar__minus_00_dot_18 loc_bar__minus_2_bar__minus_3_bar_3_bar_30)
        (receptacleType Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_00_dot_73_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_00_dot_73_bar_SinkBasin loc_bar__minus_9_bar__minus_2_bar_3_bar_30)
        (receptacleType Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_01_dot_76_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_01_dot_76_bar_SinkBasin loc_bar__minus_9_bar__minus_8_bar_3_bar_30)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBarType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (objectType Cloth_bar__plus_00_dot_79_bar__plus_00_dot_96_bar__minus_01_dot_59 ClothType)
        (inReceptacle Cloth_bar__plus_00_dot_79_bar__plus_00_dot_96_bar__minus_01_dot_59 Cabinet_bar__minus_02_dot_50_bar__plus_00_dot_40_bar__minus_01_dot_24)
        (objectAtLocation Cloth_bar__plus_00_dot_79_bar__plus_00_dot_96_bar__minus_01_dot_59 loc_bar__minus_6_bar__minus_6_bar_3_bar_30)
        (pickupable Cloth_bar__plus_00_dot_79_bar__plus_00_dot_96_bar__minus_01_dot_59)
        (cleanable Cloth_bar__plus_00_dot_79_bar__plus_00_dot_96_bar__minus_01_dot_59)
        (objectType Cloth_bar__plus_00_dot_51_bar__plus_00_dot_54_bar__plus_02_dot_10 ClothType)
        (inReceptacle Cloth_bar__plus_00_dot_51_bar__plus_00_dot_54_bar__plus_02_dot_10 Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_01_dot_26)
        (objectAtLocation Cloth_bar__plus_00_dot_51_bar__plus_00_dot_54_bar__plus_02_dot_10 loc_bar__minus_6_bar__minus_8_bar_3_bar_30)
        (pickupable Cloth_bar__plus_00_dot_51_bar__plus_00_dot_54_bar__plus_02_dot_10)
        (cleanable Cloth_bar__plus_00_dot_51_bar__plus_00_dot_54_bar__plus_02_dot_10)
        (objectType Candle_bar__plus_00_dot_96_bar__plus_01_dot_40_bar__minus_02_dot_40 CandleType)
        (inReceptacle Candle_bar__plus_00_dot_96_bar__plus_01_dot_40_bar__minus_02_dot_40 Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_01_dot_26)
        (objectAtLocation Candle_bar__plus_00_dot_96_bar__plus_01_dot_40_bar__minus_02_dot_40 loc_bar__minus_6_bar__minus_8_bar_3_bar_30)
        (pickupable Candle_bar__plus_00_dot_96_bar__plus_01_dot_40_bar__minus_02_dot_40)
        (objectType Candle_bar__minus_00_dot_89_bar__plus_01_dot_36_bar__minus_00_dot_70 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_89_bar__plus_01_dot_36_bar__minus_00_dot_70 CounterTop_bar__minus_02_dot_75_bar__plus_00_dot_99_bar__minus_01_dot_24)
        (objectAtLocation Candle_bar__minus_00_dot_89_bar__plus_01_dot_36_bar__minus_00_dot_70 loc_bar__minus_9_bar__minus_4_bar_3_bar_30)
        (pickupable Candle_bar__minus_00_dot_89_bar__plus_01_dot_36_bar__minus_00_dot_70)
        (objectType Plunger_bar__plus_00_dot_49_bar__plus_00_dot_69_bar__minus_00_dot_67 PlungerType)
        (inReceptacle Plunger_bar__plus_00_dot_49_bar__plus_00_dot_69_bar__minus_00_dot_67 Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_01_dot_26)
        (objectAtLocation Plunger_bar__plus_00_dot_49_bar__plus_00_dot_69_bar__minus_00_dot_67 loc_bar__minus_6_bar__minus_8_bar_3_bar_30)
        (pickupable Plunger_bar__plus_00_dot_49_bar__plus_00_dot_69_bar__minus_00_dot_67)
        (objectType SoapBar_bar__plus_00_dot_44_bar__plus_00_dot_27_bar__minus_01_dot_56 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_44_bar__plus_00_dot_27_bar__minus_01_dot_56 Cabinet_bar__minus_02_dot_50_bar__plus_00_dot_40_bar__minus_01_dot_24)
        (objectAtLocation SoapBar_bar__plus_00_dot_44_bar__plus_00_dot_27_bar__minus_01_dot_56 loc_bar__minus_6_bar__minus_6_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_00_dot_44_bar__plus_00_dot_27_bar__minus_01_dot_56)
        (cleanable SoapBar_bar__plus_00_dot_44_bar__plus_00_dot_27_bar__minus_01_dot_56)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r GarbageCanType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
