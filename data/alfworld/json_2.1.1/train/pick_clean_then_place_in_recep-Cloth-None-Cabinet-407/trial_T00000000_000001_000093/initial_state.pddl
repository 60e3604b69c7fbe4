(define (problem plan_trial_T00000000_000001_000093)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
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
        Cloth_bar__minus_00_dot_70_bar__plus_00_dot_55_bar__minus_02_dot_89 - object
        Cloth_bar__plus_02_dot_15_bar__plus_00_dot_24_bar__plus_02_dot_22 - object
        Cloth_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__minus_00_dot_47 - object
        Candle_bar__minus_00_dot_80_bar__plus_00_dot_18_bar__minus_00_dot_45 - object
        HandTowel_bar__plus_00_dot_44_bar__plus_01_dot_41_bar__minus_01_dot_64 - object
        Plunger_bar__plus_00_dot_56_bar__plus_00_dot_02_bar__minus_01_dot_19 - object
        Plunger_bar__plus_00_dot_17_bar__plus_00_dot_62_bar__minus_00_dot_71 - object
        SoapBar_bar__minus_01_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_97 - object
        SoapBottle_bar__minus_02_dot_57_bar__plus_01_dot_14_bar__minus_01_dot_00 - object
        SoapBottle_bar__plus_02_dot_85_bar__plus_01_dot_46_bar__minus_00_dot_12 - object
        SprayBottle_bar__minus_01_dot_71_bar__plus_00_dot_46_bar__minus_01_dot_95 - object
        SprayBottle_bar__minus_02_dot_45_bar__plus_01_dot_14_bar__plus_02_dot_01 - object
        ToiletPaper_bar__plus_00_dot_31_bar__plus_01_dot_07_bar__plus_01_dot_67 - object
        Bathtub_bar__plus_00_dot_88_bar__plus_00_dot_39_bar__minus_01_dot_15_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33 - receptacle
        Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33 - receptacle
        Cabinet_bar__minus_02_dot_02_bar__plus_00_dot_34_bar__minus_01_dot_33 - receptacle
        CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53 - receptacle
        Sink_bar__minus_00_dot_53_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin - receptacle
        Sink_bar__minus_01_dot_56_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin - receptacle
        loc_bar_0_bar_10_bar_0_bar_30 - location
        loc_bar_0_bar__minus_3_bar_1_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_3_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_0_bar_10_bar_0_bar_30)
        (receptacleType Bathtub_bar__plus_00_dot_88_bar__plus_00_dot_39_bar__minus_01_dot_15_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__plus_00_dot_88_bar__plus_00_dot_39_bar__minus_01_dot_15_bar_BathtubBasin loc_bar_0_bar__minus_3_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (receptacleType Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33 loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (receptacleType Cabinet_bar__minus_02_dot_02_bar__plus_00_dot_34_bar__minus_01_dot_33 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_02_bar__plus_00_dot_34_bar__minus_01_dot_33 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_02_dot_02_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (receptacleType CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53 loc_bar__minus_6_bar__minus_3_bar_2_bar_30)
        (receptacleType Sink_bar__minus_00_dot_53_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_53_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (receptacleType Sink_bar__minus_01_dot_56_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_56_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin loc_bar__minus_6_bar__minus_4_bar_2_bar_30)
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
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (objectType Cloth_bar__minus_00_dot_70_bar__plus_00_dot_55_bar__minus_02_dot_89 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_70_bar__plus_00_dot_55_bar__minus_02_dot_89 Sink_bar__minus_00_dot_53_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin)
        (objectAtLocation Cloth_bar__minus_00_dot_70_bar__plus_00_dot_55_bar__minus_02_dot_89 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (pickupable Cloth_bar__minus_00_dot_70_bar__plus_00_dot_55_bar__minus_02_dot_89)
        (cleanable Cloth_bar__minus_00_dot_70_bar__plus_00_dot_55_bar__minus_02_dot_89)
        (objectType Cloth_bar__plus_02_dot_15_bar__plus_00_dot_24_bar__plus_02_dot_22 ClothType)
        (inReceptacle Cloth_bar__plus_02_dot_15_bar__plus_00_dot_24_bar__plus_02_dot_22 CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53)
        (objectAtLocation Cloth_bar__plus_02_dot_15_bar__plus_00_dot_24_bar__plus_02_dot_22 loc_bar__minus_6_bar__minus_3_bar_2_bar_30)
        (pickupable Cloth_bar__plus_02_dot_15_bar__plus_00_dot_24_bar__plus_02_dot_22)
        (cleanable Cloth_bar__plus_02_dot_15_bar__plus_00_dot_24_bar__plus_02_dot_22)
        (objectType Cloth_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__minus_00_dot_47 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__minus_00_dot_47 Sink_bar__minus_01_dot_56_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin)
        (objectAtLocation Cloth_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__minus_00_dot_47 loc_bar__minus_6_bar__minus_4_bar_2_bar_30)
        (pickupable Cloth_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__minus_00_dot_47)
        (cleanable Cloth_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__minus_00_dot_47)
        (objectType Candle_bar__minus_00_dot_80_bar__plus_00_dot_18_bar__minus_00_dot_45 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_80_bar__plus_00_dot_18_bar__minus_00_dot_45 CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53)
        (objectAtLocation Candle_bar__minus_00_dot_80_bar__plus_00_dot_18_bar__minus_00_dot_45 loc_bar__minus_6_bar__minus_3_bar_2_bar_30)
        (pickupable Candle_bar__minus_00_dot_80_bar__plus_00_dot_18_bar__minus_00_dot_45)
        (objectType HandTowel_bar__plus_00_dot_44_bar__plus_01_dot_41_bar__minus_01_dot_64 HandTowelType)
        (inReceptacle HandTowel_bar__plus_00_dot_44_bar__plus_01_dot_41_bar__minus_01_dot_64 CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53)
        (objectAtLocation HandTowel_bar__plus_00_dot_44_bar__plus_01_dot_41_bar__minus_01_dot_64 loc_bar__minus_6_bar__minus_3_bar_2_bar_30)
        (pickupable HandTowel_bar__plus_00_dot_44_bar__plus_01_dot_41_bar__minus_01_dot_64)
        (objectType Plunger_bar__plus_00_dot_56_bar__plus_00_dot_02_bar__minus_01_dot_19 PlungerType)
        (inReceptacle Plunger_bar__plus_00_dot_56_bar__plus_00_dot_02_bar__minus_01_dot_19 Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation Plunger_bar__plus_00_dot_56_bar__plus_00_dot_02_bar__minus_01_dot_19 loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (pickupable Plunger_bar__plus_00_dot_56_bar__plus_00_dot_02_bar__minus_01_dot_19)
        (objectType Plunger_bar__plus_00_dot_17_bar__plus_00_dot_62_bar__minus_00_dot_71 PlungerType)
        (inReceptacle Plunger_bar__plus_00_dot_17_bar__plus_00_dot_62_bar__minus_00_dot_71 Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation Plunger_bar__plus_00_dot_17_bar__plus_00_dot_62_bar__minus_00_dot_71 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (pickupable Plunger_bar__plus_00_dot_17_bar__plus_00_dot_62_bar__minus_00_dot_71)
        (objectType SoapBar_bar__minus_01_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_97 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_97 Bathtub_bar__plus_00_dot_88_bar__plus_00_dot_39_bar__minus_01_dot_15_bar_BathtubBasin)
        (objectAtLocation SoapBar_bar__minus_01_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_97 loc_bar_0_bar__minus_3_bar_1_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_97)
        (cleanable SoapBar_bar__minus_01_dot_65_bar__plus_00_dot_48_bar__minus_01_dot_97)
        (objectType SoapBottle_bar__minus_02_dot_57_bar__plus_01_dot_14_bar__minus_01_dot_00 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_57_bar__plus_01_dot_14_bar__minus_01_dot_00 Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation SoapBottle_bar__minus_02_dot_57_bar__plus_01_dot_14_bar__minus_01_dot_00 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_57_bar__plus_01_dot_14_bar__minus_01_dot_00)
        (objectType SoapBottle_bar__plus_02_dot_85_bar__plus_01_dot_46_bar__minus_00_dot_12 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_85_bar__plus_01_dot_46_bar__minus_00_dot_12 Cabinet_bar__minus_02_dot_02_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation SoapBottle_bar__plus_02_dot_85_bar__plus_01_dot_46_bar__minus_00_dot_12 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_85_bar__plus_01_dot_46_bar__minus_00_dot_12)
        (objectType SprayBottle_bar__minus_01_dot_71_bar__plus_00_dot_46_bar__minus_01_dot_95 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_71_bar__plus_00_dot_46_bar__minus_01_dot_95 Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation SprayBottle_bar__minus_01_dot_71_bar__plus_00_dot_46_bar__minus_01_dot_95 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_71_bar__plus_00_dot_46_bar__minus_01_dot_95)
        (objectType SprayBottle_bar__minus_02_dot_45_bar__plus_01_dot_14_bar__plus_02_dot_01 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_45_bar__plus_01_dot_14_bar__plus_02_dot_01 CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53)
        (objectAtLocation SprayBottle_bar__minus_02_dot_45_bar__plus_01_dot_14_bar__plus_02_dot_01 loc_bar__minus_6_bar__minus_3_bar_2_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_45_bar__plus_01_dot_14_bar__plus_02_dot_01)
        (objectType ToiletPaper_bar__plus_00_dot_31_bar__plus_01_dot_07_bar__plus_01_dot_67 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_00_dot_31_bar__plus_01_dot_07_bar__plus_01_dot_67 Cabinet_bar__minus_02_dot_02_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation ToiletPaper_bar__plus_00_dot_31_bar__plus_01_dot_07_bar__plus_01_dot_67 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (pickupable ToiletPaper_bar__plus_00_dot_31_bar__plus_01_dot_07_bar__plus_01_dot_67)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
