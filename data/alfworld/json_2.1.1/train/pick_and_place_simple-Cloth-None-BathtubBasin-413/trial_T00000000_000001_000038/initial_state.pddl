(define (problem plan_trial_T00000000_000001_000038)
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
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        Cloth_bar__minus_00_dot_03_bar__plus_01_dot_08_bar__minus_00_dot_05 - object
        Cloth_bar__minus_00_dot_75_bar__plus_00_dot_79_bar__plus_00_dot_70 - object
        Cloth_bar__minus_00_dot_30_bar__plus_00_dot_29_bar__minus_01_dot_90 - object
        Candle_bar__plus_00_dot_59_bar__plus_00_dot_20_bar__plus_00_dot_14 - object
        Candle_bar__minus_01_dot_92_bar__plus_01_dot_18_bar__plus_02_dot_91 - object
        HandTowel_bar__plus_02_dot_21_bar__plus_00_dot_39_bar__minus_01_dot_70 - object
        HandTowel_bar__plus_02_dot_15_bar__plus_00_dot_47_bar__minus_00_dot_31 - object
        Plunger_bar__plus_00_dot_49_bar__plus_01_dot_04_bar__plus_02_dot_97 - object
        Plunger_bar__minus_00_dot_89_bar__plus_00_dot_01_bar__minus_02_dot_20 - object
        SoapBar_bar__plus_02_dot_09_bar__plus_00_dot_19_bar__minus_00_dot_54 - object
        SoapBottle_bar__minus_01_dot_87_bar__plus_01_dot_23_bar__plus_01_dot_50 - object
        SoapBottle_bar__plus_01_dot_91_bar__plus_00_dot_31_bar__minus_01_dot_73 - object
        SprayBottle_bar__minus_00_dot_78_bar__plus_00_dot_26_bar__minus_00_dot_39 - object
        SprayBottle_bar__minus_02_dot_73_bar__plus_00_dot_48_bar__plus_01_dot_74 - object
        ToiletPaper_bar__plus_02_dot_09_bar__plus_00_dot_58_bar__plus_03_dot_00 - object
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
        loc_bar_7_bar_5_bar_3_bar_30 - location
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
        (atLocation agent1 loc_bar_7_bar_5_bar_3_bar_30)
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
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DresserType CandleType)
        (canContain DresserType ClothType)
        (canContain DresserType SprayBottleType)
        (canContain DresserType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType Cloth_bar__minus_00_dot_03_bar__plus_01_dot_08_bar__minus_00_dot_05 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_03_bar__plus_01_dot_08_bar__minus_00_dot_05 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49)
        (objectAtLocation Cloth_bar__minus_00_dot_03_bar__plus_01_dot_08_bar__minus_00_dot_05 loc_bar__minus_3_bar_13_bar_3_bar_30)
        (pickupable Cloth_bar__minus_00_dot_03_bar__plus_01_dot_08_bar__minus_00_dot_05)
        (cleanable Cloth_bar__minus_00_dot_03_bar__plus_01_dot_08_bar__minus_00_dot_05)
        (objectType Cloth_bar__minus_00_dot_75_bar__plus_00_dot_79_bar__plus_00_dot_70 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_75_bar__plus_00_dot_79_bar__plus_00_dot_70 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14)
        (objectAtLocation Cloth_bar__minus_00_dot_75_bar__plus_00_dot_79_bar__plus_00_dot_70 loc_bar__minus_3_bar_11_bar_3_bar_30)
        (pickupable Cloth_bar__minus_00_dot_75_bar__plus_00_dot_79_bar__plus_00_dot_70)
        (cleanable Cloth_bar__minus_00_dot_75_bar__plus_00_dot_79_bar__plus_00_dot_70)
        (objectType Cloth_bar__minus_00_dot_30_bar__plus_00_dot_29_bar__minus_01_dot_90 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_30_bar__plus_00_dot_29_bar__minus_01_dot_90 Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_03_dot_47_bar_SinkBasin)
        (objectAtLocation Cloth_bar__minus_00_dot_30_bar__plus_00_dot_29_bar__minus_01_dot_90 loc_bar__minus_5_bar_12_bar_3_bar_30)
        (pickupable Cloth_bar__minus_00_dot_30_bar__plus_00_dot_29_bar__minus_01_dot_90)
        (cleanable Cloth_bar__minus_00_dot_30_bar__plus_00_dot_29_bar__minus_01_dot_90)
        (objectType Candle_bar__plus_00_dot_59_bar__plus_00_dot_20_bar__plus_00_dot_14 CandleType)
        (inReceptacle Candle_bar__plus_00_dot_59_bar__plus_00_dot_20_bar__plus_00_dot_14 CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12)
        (objectAtLocation Candle_bar__plus_00_dot_59_bar__plus_00_dot_20_bar__plus_00_dot_14 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (pickupable Candle_bar__plus_00_dot_59_bar__plus_00_dot_20_bar__plus_00_dot_14)
        (objectType Candle_bar__minus_01_dot_92_bar__plus_01_dot_18_bar__plus_02_dot_91 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_92_bar__plus_01_dot_18_bar__plus_02_dot_91 Toilet_bar__minus_01_dot_57_bar_00_dot_00_bar__plus_01_dot_82)
        (objectAtLocation Candle_bar__minus_01_dot_92_bar__plus_01_dot_18_bar__plus_02_dot_91 loc_bar__minus_2_bar_10_bar_3_bar_30)
        (pickupable Candle_bar__minus_01_dot_92_bar__plus_01_dot_18_bar__plus_02_dot_91)
        (objectType HandTowel_bar__plus_02_dot_21_bar__plus_00_dot_39_bar__minus_01_dot_70 HandTowelType)
        (inReceptacle HandTowel_bar__plus_02_dot_21_bar__plus_00_dot_39_bar__minus_01_dot_70 CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12)
        (objectAtLocation HandTowel_bar__plus_02_dot_21_bar__plus_00_dot_39_bar__minus_01_dot_70 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_02_dot_21_bar__plus_00_dot_39_bar__minus_01_dot_70)
        (objectType HandTowel_bar__plus_02_dot_15_bar__plus_00_dot_47_bar__minus_00_dot_31 HandTowelType)
        (inReceptacle HandTowel_bar__plus_02_dot_15_bar__plus_00_dot_47_bar__minus_00_dot_31 CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12)
        (objectAtLocation HandTowel_bar__plus_02_dot_15_bar__plus_00_dot_47_bar__minus_00_dot_31 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_02_dot_15_bar__plus_00_dot_47_bar__minus_00_dot_31)
        (objectType Plunger_bar__plus_00_dot_49_bar__plus_01_dot_04_bar__plus_02_dot_97 PlungerType)
        (inReceptacle Plunger_bar__plus_00_dot_49_bar__plus_01_dot_04_bar__plus_02_dot_97 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75)
        (objectAtLocation Plunger_bar__plus_00_dot_49_bar__plus_01_dot_04_bar__plus_02_dot_97 loc_bar__minus_3_bar_12_bar_3_bar_30)
        (pickupable Plunger_bar__plus_00_dot_49_bar__plus_01_dot_04_bar__plus_02_dot_97)
        (objectType Plunger_bar__minus_00_dot_89_bar__plus_00_dot_01_bar__minus_02_dot_20 PlungerType)
        (inReceptacle Plunger_bar__minus_00_dot_89_bar__plus_00_dot_01_bar__minus_02_dot_20 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49)
        (objectAtLocation Plunger_bar__minus_00_dot_89_bar__plus_00_dot_01_bar__minus_02_dot_20 loc_bar__minus_3_bar_13_bar_3_bar_30)
        (pickupable Plunger_bar__minus_00_dot_89_bar__plus_00_dot_01_bar__minus_02_dot_20)
        (objectType SoapBar_bar__plus_02_dot_09_bar__plus_00_dot_19_bar__minus_00_dot_54 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_09_bar__plus_00_dot_19_bar__minus_00_dot_54 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75)
        (objectAtLocation SoapBar_bar__plus_02_dot_09_bar__plus_00_dot_19_bar__minus_00_dot_54 loc_bar__minus_3_bar_12_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_09_bar__plus_00_dot_19_bar__minus_00_dot_54)
        (cleanable SoapBar_bar__plus_02_dot_09_bar__plus_00_dot_19_bar__minus_00_dot_54)
        (objectType SoapBottle_bar__minus_01_dot_87_bar__plus_01_dot_23_bar__plus_01_dot_50 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_87_bar__plus_01_dot_23_bar__plus_01_dot_50 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75)
        (objectAtLocation SoapBottle_bar__minus_01_dot_87_bar__plus_01_dot_23_bar__plus_01_dot_50 loc_bar__minus_3_bar_12_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_87_bar__plus_01_dot_23_bar__plus_01_dot_50)
        (objectType SoapBottle_bar__plus_01_dot_91_bar__plus_00_dot_31_bar__minus_01_dot_73 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_91_bar__plus_00_dot_31_bar__minus_01_dot_73 CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12)
        (objectAtLocation SoapBottle_bar__plus_01_dot_91_bar__plus_00_dot_31_bar__minus_01_dot_73 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_91_bar__plus_00_dot_31_bar__minus_01_dot_73)
        (objectType SprayBottle_bar__minus_00_dot_78_bar__plus_00_dot_26_bar__minus_00_dot_39 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_00_dot_78_bar__plus_00_dot_26_bar__minus_00_dot_39 Dresser_bar__plus_00_dot_21_bar__plus_00_dot_81_bar__plus_03_dot_77)
        (objectAtLocation SprayBottle_bar__minus_00_dot_78_bar__plus_00_dot_26_bar__minus_00_dot_39 loc_bar_1_bar_13_bar_0_bar_30)
        (pickupable SprayBottle_bar__minus_00_dot_78_bar__plus_00_dot_26_bar__minus_00_dot_39)
        (objectType SprayBottle_bar__minus_02_dot_73_bar__plus_00_dot_48_bar__plus_01_dot_74 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_73_bar__plus_00_dot_48_bar__plus_01_dot_74 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14)
        (objectAtLocation SprayBottle_bar__minus_02_dot_73_bar__plus_00_dot_48_bar__plus_01_dot_74 loc_bar__minus_3_bar_11_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_73_bar__plus_00_dot_48_bar__plus_01_dot_74)
        (objectType ToiletPaper_bar__plus_02_dot_09_bar__plus_00_dot_58_bar__plus_03_dot_00 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_02_dot_09_bar__plus_00_dot_58_bar__plus_03_dot_00 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49)
        (objectAtLocation ToiletPaper_bar__plus_02_dot_09_bar__plus_00_dot_58_bar__plus_03_dot_00 loc_bar__minus_3_bar_13_bar_3_bar_30)
        (pickupable ToiletPaper_bar__plus_02_dot_09_bar__plus_00_dot_58_bar__plus_03_dot_00)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o ClothType)
                            (receptacleType ?r BathtubBasinType)
                        )
                    )
                )
            )
        )
    )
