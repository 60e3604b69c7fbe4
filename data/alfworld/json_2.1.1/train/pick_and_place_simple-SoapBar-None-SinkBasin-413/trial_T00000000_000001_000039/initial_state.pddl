(define (problem plan_trial_T00000000_000001_000039)
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
        SprayBottleType - otype
        ToiletPaperType - otype
        SoapBar_bar__plus_02_dot_68_bar__plus_01_dot_42_bar__minus_01_dot_88 - object
        SoapBar_bar__plus_00_dot_52_bar__plus_01_dot_23_bar__plus_01_dot_92 - object
        Candle_bar__plus_00_dot_25_bar__plus_00_dot_21_bar__minus_02_dot_83 - object
        Cloth_bar__minus_02_dot_64_bar__plus_00_dot_80_bar__minus_02_dot_73 - object
        HandTowel_bar__minus_00_dot_45_bar__plus_00_dot_37_bar__minus_02_dot_56 - object
        Plunger_bar__plus_01_dot_94_bar__plus_00_dot_89_bar__minus_00_dot_31 - object
        Plunger_bar__plus_01_dot_27_bar__plus_00_dot_36_bar__minus_01_dot_66 - object
        SprayBottle_bar__minus_00_dot_16_bar__plus_00_dot_38_bar__minus_02_dot_22 - object
        ToiletPaper_bar__plus_01_dot_98_bar__plus_01_dot_41_bar__minus_00_dot_46 - object
        ToiletPaper_bar__plus_00_dot_89_bar__plus_00_dot_35_bar__minus_01_dot_01 - object
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
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_2_bar_10_bar_3_bar_30 - location
        loc_bar__minus_3_bar_11_bar_3_bar_30 - location
        loc_bar__minus_3_bar_12_bar_3_bar_30 - location
        loc_bar__minus_3_bar_13_bar_3_bar_30 - location
        loc_bar__minus_3_bar_14_bar_3_bar_30 - location
        loc_bar__minus_4_bar_11_bar_3_bar_30 - location
        loc_bar__minus_5_bar_12_bar_3_bar_30 - location
        loc_bar__minus_5_bar_13_bar_3_bar_30 - location
        loc_bar__minus_8_bar_3_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar_3_bar_2_bar_30)
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
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
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
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__plus_02_dot_68_bar__plus_01_dot_42_bar__minus_01_dot_88 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_68_bar__plus_01_dot_42_bar__minus_01_dot_88 Toilet_bar__minus_01_dot_57_bar_00_dot_00_bar__plus_01_dot_82)
        (objectAtLocation SoapBar_bar__plus_02_dot_68_bar__plus_01_dot_42_bar__minus_01_dot_88 loc_bar__minus_2_bar_10_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_68_bar__plus_01_dot_42_bar__minus_01_dot_88)
        (cleanable SoapBar_bar__plus_02_dot_68_bar__plus_01_dot_42_bar__minus_01_dot_88)
        (objectType SoapBar_bar__plus_00_dot_52_bar__plus_01_dot_23_bar__plus_01_dot_92 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_52_bar__plus_01_dot_23_bar__plus_01_dot_92 CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12)
        (objectAtLocation SoapBar_bar__plus_00_dot_52_bar__plus_01_dot_23_bar__plus_01_dot_92 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_00_dot_52_bar__plus_01_dot_23_bar__plus_01_dot_92)
        (cleanable SoapBar_bar__plus_00_dot_52_bar__plus_01_dot_23_bar__plus_01_dot_92)
        (objectType Candle_bar__plus_00_dot_25_bar__plus_00_dot_21_bar__minus_02_dot_83 CandleType)
        (inReceptacle Candle_bar__plus_00_dot_25_bar__plus_00_dot_21_bar__minus_02_dot_83 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14)
        (objectAtLocation Candle_bar__plus_00_dot_25_bar__plus_00_dot_21_bar__minus_02_dot_83 loc_bar__minus_3_bar_11_bar_3_bar_30)
        (pickupable Candle_bar__plus_00_dot_25_bar__plus_00_dot_21_bar__minus_02_dot_83)
        (objectType Cloth_bar__minus_02_dot_64_bar__plus_00_dot_80_bar__minus_02_dot_73 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_64_bar__plus_00_dot_80_bar__minus_02_dot_73 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14)
        (objectAtLocation Cloth_bar__minus_02_dot_64_bar__plus_00_dot_80_bar__minus_02_dot_73 loc_bar__minus_3_bar_11_bar_3_bar_30)
        (pickupable Cloth_bar__minus_02_dot_64_bar__plus_00_dot_80_bar__minus_02_dot_73)
        (cleanable Cloth_bar__minus_02_dot_64_bar__plus_00_dot_80_bar__minus_02_dot_73)
        (objectType HandTowel_bar__minus_00_dot_45_bar__plus_00_dot_37_bar__minus_02_dot_56 HandTowelType)
        (inReceptacle HandTowel_bar__minus_00_dot_45_bar__plus_00_dot_37_bar__minus_02_dot_56 Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_02_dot_78_bar_SinkBasin)
        (objectAtLocation HandTowel_bar__minus_00_dot_45_bar__plus_00_dot_37_bar__minus_02_dot_56 loc_bar__minus_5_bar_13_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_00_dot_45_bar__plus_00_dot_37_bar__minus_02_dot_56)
        (objectType Plunger_bar__plus_01_dot_94_bar__plus_00_dot_89_bar__minus_00_dot_31 PlungerType)
        (inReceptacle Plunger_bar__plus_01_dot_94_bar__plus_00_dot_89_bar__minus_00_dot_31 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14)
        (objectAtLocation Plunger_bar__plus_01_dot_94_bar__plus_00_dot_89_bar__minus_00_dot_31 loc_bar__minus_3_bar_11_bar_3_bar_30)
        (pickupable Plunger_bar__plus_01_dot_94_bar__plus_00_dot_89_bar__minus_00_dot_31)
        (objectType Plunger_bar__plus_01_dot_27_bar__plus_00_dot_36_bar__minus_01_dot_66 PlungerType)
        (inReceptacle Plunger_bar__plus_01_dot_27_bar__plus_00_dot_36_bar__minus_01_dot_66 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49)
        (objectAtLocation Plunger_bar__plus_01_dot_27_bar__plus_00_dot_36_bar__minus_01_dot_66 loc_bar__minus_3_bar_13_bar_3_bar_30)
        (pickupable Plunger_bar__plus_01_dot_27_bar__plus_00_dot_36_bar__minus_01_dot_66)
        (objectType SprayBottle_bar__minus_00_dot_16_bar__plus_00_dot_38_bar__minus_02_dot_22 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_00_dot_16_bar__plus_00_dot_38_bar__minus_02_dot_22 Dresser_bar__plus_00_dot_21_bar__plus_00_dot_81_bar__plus_03_dot_77)
        (objectAtLocation SprayBottle_bar__minus_00_dot_16_bar__plus_00_dot_38_bar__minus_02_dot_22 loc_bar_1_bar_13_bar_0_bar_30)
        (pickupable SprayBottle_bar__minus_00_dot_16_bar__plus_00_dot_38_bar__minus_02_dot_22)
        (objectType ToiletPaper_bar__plus_01_dot_98_bar__plus_01_dot_41_bar__minus_00_dot_46 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_01_dot_98_bar__plus_01_dot_41_bar__minus_00_dot_46 CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_98_bar__plus_01_dot_41_bar__minus_00_dot_46 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (pickupable ToiletPaper_bar__plus_01_dot_98_bar__plus_01_dot_41_bar__minus_00_dot_46)
        (objectType ToiletPaper_bar__plus_00_dot_89_bar__plus_00_dot_35_bar__minus_01_dot_01 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_00_dot_89_bar__plus_00_dot_35_bar__minus_01_dot_01 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49)
        (objectAtLocation ToiletPaper_bar__plus_00_dot_89_bar__plus_00_dot_35_bar__minus_01_dot_01 loc_bar__minus_3_bar_13_bar_3_bar_30)
        (pickupable ToiletPaper_bar__plus_00_dot_89_bar__plus_00_dot_35_bar__minus_01_dot_01)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r SinkBasinType)
                        )
                    )
                )
            )
        )
    )
