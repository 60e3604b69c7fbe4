(define (problem plan_trial_T00000000_000002_000012)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CabinetType - rtype
        CounterTopType - rtype
        DresserType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        CandleType - otype
        HandTowelType - otype
        KnifeType - otype
        SoapBarType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_34_bar__minus_01_dot_44 - object
        Candle_bar__plus_01_dot_08_bar__plus_00_dot_59_bar__minus_00_dot_52 - object
        HandTowel_bar__plus_02_dot_07_bar__plus_00_dot_91_bar__minus_02_dot_34 - object
        SprayBottle_bar__minus_00_dot_48_bar__plus_01_dot_38_bar__plus_00_dot_25 - object
        ToiletPaper_bar__minus_00_dot_14_bar__plus_00_dot_45_bar__plus_02_dot_97 - object
        ToiletPaper_bar__minus_00_dot_17_bar__plus_00_dot_52_bar__plus_00_dot_01 - object
        Bathtub_bar__minus_01_dot_41_bar_00_dot_00_bar__plus_00_dot_56_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49 - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14 - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75 - receptacle
        CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12 - receptacle
        Dresser_bar__plus_00_dot_21_bar__plus_00_dot_81_bar__plus_03_dot_77 - receptacle
        Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_02_dot_78_bar_SinkBasin - receptacle
        Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_03_dot_47_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_57_bar_00_dot_00_bar__plus_01_dot_82 - receptacle
        loc_bar_1_bar_13_bar_0_bar_30 - location
        loc_bar__minus_1_bar_3_bar_1_bar_30 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_2_bar_10_bar_3_bar_30 - location
        loc_bar__minus_3_bar_11_bar_3_bar_30 - location
        loc_bar__minus_3_bar_12_bar_3_bar_30 - location
        loc_bar__minus_3_bar_13_bar_3_bar_30 - location
        loc_bar__minus_3_bar_14_bar_3_bar_30 - location
        loc_bar__minus_4_bar_11_bar_3_bar_30 - location
        loc_bar__minus_5_bar_12_bar_3_bar_30 - location
        loc_bar__minus_5_bar_13_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_1_bar_3_bar_1_bar_30)
        (receptacleType Bathtub_bar__minus_01_dot_41_bar_00_dot_00_bar__plus_00_dot_56_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_01_dot_41_bar_00_dot_00_bar__plus_00_dot_56_bar_BathtubBasin loc_bar__minus_1_bar_4_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49 loc_bar__minus_3_bar_13_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49)
        (receptacleType Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11 loc_bar__minus_3_bar_14_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11)
        (receptacleType Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14 loc_bar__minus_3_bar_11_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14)
        (receptacleType Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75 loc_bar__minus_3_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75)
        (receptacleType CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (receptacleType Dresser_bar__plus_00_dot_21_bar__plus_00_dot_81_bar__plus_03_dot_77 DresserType)
        (receptacleAtLocation Dresser_bar__plus_00_dot_21_bar__plus_00_dot_81_bar__plus_03_dot_77 loc_bar_1_bar_13_bar_0_bar_30)
        (receptacleType Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_02_dot_78_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_02_dot_78_bar_SinkBasin loc_bar__minus_5_bar_13_bar_3_bar_30)
        (receptacleType Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_03_dot_47_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_03_dot_47_bar_SinkBasin loc_bar__minus_5_bar_12_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_57_bar_00_dot_00_bar__plus_01_dot_82 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_57_bar_00_dot_00_bar__plus_01_dot_82 loc_bar__minus_2_bar_10_bar_3_bar_30)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType CandleType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DresserType CandleType)
        (canContain DresserType SprayBottleType)
        (canContain DresserType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_34_bar__minus_01_dot_44 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_34_bar__minus_01_dot_44 Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_03_dot_47_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_34_bar__minus_01_dot_44 loc_bar__minus_5_bar_12_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_34_bar__minus_01_dot_44)
        (cleanable SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_34_bar__minus_01_dot_44)
        (objectType Candle_bar__plus_01_dot_08_bar__plus_00_dot_59_bar__minus_00_dot_52 CandleType)
        (inReceptacle Candle_bar__plus_01_dot_08_bar__plus_00_dot_59_bar__minus_00_dot_52 Toilet_bar__minus_01_dot_57_bar_00_dot_00_bar__plus_01_dot_82)
        (objectAtLocation Candle_bar__plus_01_dot_08_bar__plus_00_dot_59_bar__minus_00_dot_52 loc_bar__minus_2_bar_10_bar_3_bar_30)
        (pickupable Candle_bar__plus_01_dot_08_bar__plus_00_dot_59_bar__minus_00_dot_52)
        (objectType HandTowel_bar__plus_02_dot_07_bar__plus_00_dot_91_bar__minus_02_dot_34 HandTowelType)
        (inReceptacle HandTowel_bar__plus_02_dot_07_bar__plus_00_dot_91_bar__minus_02_dot_34 Toilet_bar__minus_01_dot_57_bar_00_dot_00_bar__plus_01_dot_82)
        (objectAtLocation HandTowel_bar__plus_02_dot_07_bar__plus_00_dot_91_bar__minus_02_dot_34 loc_bar__minus_2_bar_10_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_02_dot_07_bar__plus_00_dot_91_bar__minus_02_dot_34)
        (objectType SprayBottle_bar__minus_00_dot_48_bar__plus_01_dot_38_bar__plus_00_dot_25 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_00_dot_48_bar__plus_01_dot_38_bar__plus_00_dot_25 CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12)
        (objectAtLocation SprayBottle_bar__minus_00_dot_48_bar__plus_01_dot_38_bar__plus_00_dot_25 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_00_dot_48_bar__plus_01_dot_38_bar__plus_00_dot_25)
        (objectType ToiletPaper_bar__minus_00_dot_14_bar__plus_00_dot_45_bar__plus_02_dot_97 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_14_bar__plus_00_dot_45_bar__plus_02_dot_97 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_14_bar__plus_00_dot_45_bar__plus_02_dot_97 loc_bar__minus_3_bar_14_bar_3_bar_30)
        (pickupable ToiletPaper_bar__minus_00_dot_14_bar__plus_00_dot_45_bar__plus_02_dot_97)
        (objectType ToiletPaper_bar__minus_00_dot_17_bar__plus_00_dot_52_bar__plus_00_dot_01 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_17_bar__plus_00_dot_52_bar__plus_00_dot_01 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_17_bar__plus_00_dot_52_bar__plus_00_dot_01 loc_bar__minus_3_bar_14_bar_3_bar_30)
        (pickupable ToiletPaper_bar__minus_00_dot_17_bar__plus_00_dot_52_bar__plus_00_dot_01)
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
