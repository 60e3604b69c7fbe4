(define (problem plan_trial_T00000000_000003_000001)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        CandleType - otype
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        Candle_bar__minus_00_dot_50_bar__plus_01_dot_14_bar__minus_00_dot_17 - object
        Candle_bar__plus_01_dot_26_bar__plus_00_dot_65_bar__plus_02_dot_44 - object
        Candle_bar__plus_02_dot_81_bar__plus_01_dot_34_bar__minus_00_dot_54 - object
        Cloth_bar__minus_01_dot_19_bar__plus_00_dot_98_bar__plus_02_dot_15 - object
        HandTowel_bar__plus_01_dot_69_bar__plus_00_dot_10_bar__plus_01_dot_01 - object
        SoapBar_bar__minus_02_dot_07_bar__plus_00_dot_12_bar__minus_01_dot_72 - object
        SoapBar_bar__plus_02_dot_41_bar__plus_00_dot_68_bar__minus_01_dot_78 - object
        SoapBottle_bar__plus_02_dot_22_bar__plus_01_dot_24_bar__minus_02_dot_46 - object
        SprayBottle_bar__plus_00_dot_29_bar__plus_00_dot_65_bar__plus_00_dot_58 - object
        SprayBottle_bar__plus_02_dot_28_bar__plus_01_dot_14_bar__minus_01_dot_43 - object
        ToiletPaper_bar__minus_01_dot_34_bar__plus_00_dot_33_bar__plus_02_dot_44 - object
        Bathtub_bar__minus_00_dot_60_bar__plus_00_dot_29_bar__plus_00_dot_83_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_27 - receptacle
        Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76 - receptacle
        Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01 - receptacle
        Cabinet_bar__minus_02_dot_91_bar__plus_02_dot_10_bar__plus_01_dot_88 - receptacle
        CounterTop_bar__minus_03_dot_05_bar__plus_01_dot_04_bar__minus_00_dot_44 - receptacle
        Sink_bar__minus_03_dot_02_bar__plus_00_dot_87_bar__plus_00_dot_21_bar_SinkBasin - receptacle
        Toilet_bar__minus_02_dot_93_bar__plus_00_dot_00_bar__plus_01_dot_27 - receptacle
        loc_bar__minus_10_bar_1_bar_3_bar_30 - location
        loc_bar__minus_10_bar__minus_10_bar_0_bar_30 - location
        loc_bar__minus_10_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_6_bar_3_bar_1_bar_30 - location
        loc_bar__minus_7_bar_0_bar_3_bar_30 - location
        loc_bar__minus_7_bar_2_bar_3_bar_30 - location
        loc_bar__minus_8_bar_3_bar_3_bar_30 - location
        loc_bar__minus_8_bar_4_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar_5_bar_3_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_10_bar__minus_10_bar_0_bar_30)
        (receptacleType Bathtub_bar__minus_00_dot_60_bar__plus_00_dot_29_bar__plus_00_dot_83_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_00_dot_60_bar__plus_00_dot_29_bar__plus_00_dot_83_bar_BathtubBasin loc_bar__minus_6_bar_3_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_27 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_27 loc_bar__minus_7_bar_2_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_27)
        (receptacleType Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76 loc_bar__minus_7_bar_0_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76)
        (receptacleType Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01 loc_bar__minus_8_bar_4_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01)
        (receptacleType Cabinet_bar__minus_02_dot_91_bar__plus_02_dot_10_bar__plus_01_dot_88 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_91_bar__plus_02_dot_10_bar__plus_01_dot_88 loc_bar__minus_8_bar_5_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_91_bar__plus_02_dot_10_bar__plus_01_dot_88)
        (receptacleType CounterTop_bar__minus_03_dot_05_bar__plus_01_dot_04_bar__minus_00_dot_44 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_05_bar__plus_01_dot_04_bar__minus_00_dot_44 loc_bar__minus_10_bar__minus_1_bar_3_bar_30)
        (receptacleType Sink_bar__minus_03_dot_02_bar__plus_00_dot_87_bar__plus_00_dot_21_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_02_bar__plus_00_dot_87_bar__plus_00_dot_21_bar_SinkBasin loc_bar__minus_10_bar_1_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_02_dot_93_bar__plus_00_dot_00_bar__plus_01_dot_27 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_02_dot_93_bar__plus_00_dot_00_bar__plus_01_dot_27 loc_bar__minus_8_bar_3_bar_3_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
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
        (objectType Candle_bar__minus_00_dot_50_bar__plus_01_dot_14_bar__minus_00_dot_17 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_50_bar__plus_01_dot_14_bar__minus_00_dot_17 Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01)
        (objectAtLocation Candle_bar__minus_00_dot_50_bar__plus_01_dot_14_bar__minus_00_dot_17 loc_bar__minus_8_bar_4_bar_3_bar__minus_30)
        (pickupable Candle_bar__minus_00_dot_50_bar__plus_01_dot_14_bar__minus_00_dot_17)
        (objectType Candle_bar__plus_01_dot_26_bar__plus_00_dot_65_bar__plus_02_dot_44 CandleType)
        (inReceptacle Candle_bar__plus_01_dot_26_bar__plus_00_dot_65_bar__plus_02_dot_44 Toilet_bar__minus_02_dot_93_bar__plus_00_dot_00_bar__plus_01_dot_27)
        (objectAtLocation Candle_bar__plus_01_dot_26_bar__plus_00_dot_65_bar__plus_02_dot_44 loc_bar__minus_8_bar_3_bar_3_bar_30)
        (pickupable Candle_bar__plus_01_dot_26_bar__plus_00_dot_65_bar__plus_02_dot_44)
        (objectType Candle_bar__plus_02_dot_81_bar__plus_01_dot_34_bar__minus_00_dot_54 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_81_bar__plus_01_dot_34_bar__minus_00_dot_54 Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01)
        (objectAtLocation Candle_bar__plus_02_dot_81_bar__plus_01_dot_34_bar__minus_00_dot_54 loc_bar__minus_8_bar_4_bar_3_bar__minus_30)
        (pickupable Candle_bar__plus_02_dot_81_bar__plus_01_dot_34_bar__minus_00_dot_54)
        (objectType Cloth_bar__minus_01_dot_19_bar__plus_00_dot_98_bar__plus_02_dot_15 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_19_bar__plus_00_dot_98_bar__plus_02_dot_15 Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76)
        (objectAtLocation Cloth_bar__minus_01_dot_19_bar__plus_00_dot_98_bar__plus_02_dot_15 loc_bar__minus_7_bar_0_bar_3_bar_30)
        (pickupable Cloth_bar__minus_01_dot_19_bar__plus_00_dot_98_bar__plus_02_dot_15)
        (cleanable Cloth_bar__minus_01_dot_19_bar__plus_00_dot_98_bar__plus_02_dot_15)
        (objectType HandTowel_bar__plus_01_dot_69_bar__plus_00_dot_10_bar__plus_01_dot_01 HandTowelType)
        (inReceptacle HandTowel_bar__plus_01_dot_69_bar__plus_00_dot_10_bar__plus_01_dot_01 Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01)
        (objectAtLocation HandTowel_bar__plus_01_dot_69_bar__plus_00_dot_10_bar__plus_01_dot_01 loc_bar__minus_8_bar_4_bar_3_bar__minus_30)
        (pickupable HandTowel_bar__plus_01_dot_69_bar__plus_00_dot_10_bar__plus_01_dot_01)
        (objectType SoapBar_bar__minus_02_dot_07_bar__plus_00_dot_12_bar__minus_01_dot_72 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_07_bar__plus_00_dot_12_bar__minus_01_dot_72 CounterTop_bar__minus_03_dot_05_bar__plus_01_dot_04_bar__minus_00_dot_44)
        (objectAtLocation SoapBar_bar__minus_02_dot_07_bar__plus_00_dot_12_bar__minus_01_dot_72 loc_bar__minus_10_bar__minus_1_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_02_dot_07_bar__plus_00_dot_12_bar__minus_01_dot_72)
        (cleanable SoapBar_bar__minus_02_dot_07_bar__plus_00_dot_12_bar__minus_01_dot_72)
        (objectType SoapBar_bar__plus_02_dot_41_bar__plus_00_dot_68_bar__minus_01_dot_78 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_41_bar__plus_00_dot_68_bar__minus_01_dot_78 Cabinet_bar__minus_02_dot_91_bar__plus_02_dot_10_bar__plus_01_dot_88)
        (objectAtLocation SoapBar_bar__plus_02_dot_41_bar__plus_00_dot_68_bar__minus_01_dot_78 loc_bar__minus_8_bar_5_bar_3_bar__minus_30)
        (pickupable SoapBar_bar__plus_02_dot_41_bar__plus_00_dot_68_bar__minus_01_dot_78)
        (cleanable SoapBar_bar__plus_02_dot_41_bar__plus_00_dot_68_bar__minus_01_dot_78)
        (objectType SoapBottle_bar__plus_02_dot_22_bar__plus_01_dot_24_bar__minus_02_dot_46 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_22_bar__plus_01_dot_24_bar__minus_02_dot_46 Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_27)
        (objectAtLocation SoapBottle_bar__plus_02_dot_22_bar__plus_01_dot_24_bar__minus_02_dot_46 loc_bar__minus_7_bar_2_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_22_bar__plus_01_dot_24_bar__minus_02_dot_46)
        (objectType SprayBottle_bar__plus_00_dot_29_bar__plus_00_dot_65_bar__plus_00_dot_58 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_00_dot_29_bar__plus_00_dot_65_bar__plus_00_dot_58 Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_27)
        (objectAtLocation SprayBottle_bar__plus_00_dot_29_bar__plus_00_dot_65_bar__plus_00_dot_58 loc_bar__minus_7_bar_2_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_00_dot_29_bar__plus_00_dot_65_bar__plus_00_dot_58)
        (objectType SprayBottle_bar__plus_02_dot_28_bar__plus_01_dot_14_bar__minus_01_dot_43 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_02_dot_28_bar__plus_01_dot_14_bar__minus_01_dot_43 Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76)
        (objectAtLocation SprayBottle_bar__plus_02_dot_28_bar__plus_01_dot_14_bar__minus_01_dot_43 loc_bar__minus_7_bar_0_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_02_dot_28_bar__plus_01_dot_14_bar__minus_01_dot_43)
        (objectType ToiletPaper_bar__minus_01_dot_34_bar__plus_00_dot_33_bar__plus_02_dot_44 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_34_bar__plus_00_dot_33_bar__plus_02_dot_44 Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_34_bar__plus_00_dot_33_bar__plus_02_dot_44 loc_bar__minus_8_bar_4_bar_3_bar__minus_30)
        (pickupable ToiletPaper_bar__minus_01_dot_34_bar__plus_00_dot_33_bar__plus_02_dot_44)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CandleType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
