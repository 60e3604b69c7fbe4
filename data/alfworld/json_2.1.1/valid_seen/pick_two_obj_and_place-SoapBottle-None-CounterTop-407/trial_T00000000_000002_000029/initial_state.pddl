(define (problem plan_trial_T00000000_000002_000029)
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
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        SoapBottle_bar__minus_02_dot_07_bar__plus_00_dot_43_bar__minus_01_dot_83 - object
        SoapBottle_bar__minus_02_dot_49_bar__plus_01_dot_01_bar__plus_00_dot_34 - object
        SoapBottle_bar__plus_01_dot_17_bar__plus_00_dot_02_bar__plus_02_dot_04 - object
        Candle_bar__minus_00_dot_78_bar__plus_00_dot_96_bar__minus_00_dot_72 - object
        Cloth_bar__minus_02_dot_30_bar__plus_00_dot_35_bar__plus_00_dot_23 - object
        HandTowel_bar__plus_01_dot_36_bar__plus_00_dot_82_bar__plus_00_dot_11 - object
        Plunger_bar__plus_01_dot_99_bar__plus_01_dot_17_bar__minus_01_dot_14 - object
        Plunger_bar__minus_02_dot_99_bar__plus_00_dot_17_bar__minus_02_dot_27 - object
        SoapBar_bar__minus_01_dot_95_bar__plus_00_dot_69_bar__plus_00_dot_13 - object
        SprayBottle_bar__plus_02_dot_95_bar__plus_00_dot_37_bar__plus_02_dot_36 - object
        ToiletPaper_bar__plus_00_dot_82_bar__plus_00_dot_65_bar__minus_01_dot_16 - object
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
        loc_bar__minus_5_bar__minus_1_bar_2_bar_30 - location
        loc_bar__minus_5_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_6_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_2_bar_30 - location
        loc_bar__minus_8_bar_9_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar_9_bar_3_bar_30)
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
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
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
        (objectType SoapBottle_bar__minus_02_dot_07_bar__plus_00_dot_43_bar__minus_01_dot_83 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_07_bar__plus_00_dot_43_bar__minus_01_dot_83 Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation SoapBottle_bar__minus_02_dot_07_bar__plus_00_dot_43_bar__minus_01_dot_83 loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_07_bar__plus_00_dot_43_bar__minus_01_dot_83)
        (objectType SoapBottle_bar__minus_02_dot_49_bar__plus_01_dot_01_bar__plus_00_dot_34 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_49_bar__plus_01_dot_01_bar__plus_00_dot_34 Toilet_bar__minus_01_dot_61_bar_00_dot_00_bar__plus_00_dot_21)
        (objectAtLocation SoapBottle_bar__minus_02_dot_49_bar__plus_01_dot_01_bar__plus_00_dot_34 loc_bar__minus_6_bar__minus_3_bar_0_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_49_bar__plus_01_dot_01_bar__plus_00_dot_34)
        (objectType SoapBottle_bar__plus_01_dot_17_bar__plus_00_dot_02_bar__plus_02_dot_04 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_17_bar__plus_00_dot_02_bar__plus_02_dot_04 GarbageCan_bar__plus_00_dot_10_bar_00_dot_00_bar__minus_01_dot_57)
        (objectAtLocation SoapBottle_bar__plus_01_dot_17_bar__plus_00_dot_02_bar__plus_02_dot_04 loc_bar__minus_1_bar__minus_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_17_bar__plus_00_dot_02_bar__plus_02_dot_04)
        (objectType Candle_bar__minus_00_dot_78_bar__plus_00_dot_96_bar__minus_00_dot_72 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_78_bar__plus_00_dot_96_bar__minus_00_dot_72 Cabinet_bar__minus_00_dot_07_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation Candle_bar__minus_00_dot_78_bar__plus_00_dot_96_bar__minus_00_dot_72 loc_bar__minus_3_bar__minus_2_bar_2_bar_30)
        (pickupable Candle_bar__minus_00_dot_78_bar__plus_00_dot_96_bar__minus_00_dot_72)
        (objectType Cloth_bar__minus_02_dot_30_bar__plus_00_dot_35_bar__plus_00_dot_23 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_30_bar__plus_00_dot_35_bar__plus_00_dot_23 Sink_bar__minus_00_dot_53_bar__plus_00_dot_81_bar__minus_01_dot_60_bar_SinkBasin)
        (objectAtLocation Cloth_bar__minus_02_dot_30_bar__plus_00_dot_35_bar__plus_00_dot_23 loc_bar__minus_2_bar__minus_4_bar_2_bar_30)
        (pickupable Cloth_bar__minus_02_dot_30_bar__plus_00_dot_35_bar__plus_00_dot_23)
        (cleanable Cloth_bar__minus_02_dot_30_bar__plus_00_dot_35_bar__plus_00_dot_23)
        (objectType HandTowel_bar__plus_01_dot_36_bar__plus_00_dot_82_bar__plus_00_dot_11 HandTowelType)
        (inReceptacle HandTowel_bar__plus_01_dot_36_bar__plus_00_dot_82_bar__plus_00_dot_11 CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53)
        (objectAtLocation HandTowel_bar__plus_01_dot_36_bar__plus_00_dot_82_bar__plus_00_dot_11 loc_bar__minus_6_bar__minus_3_bar_2_bar_30)
        (pickupable HandTowel_bar__plus_01_dot_36_bar__plus_00_dot_82_bar__plus_00_dot_11)
        (objectType Plunger_bar__plus_01_dot_99_bar__plus_01_dot_17_bar__minus_01_dot_14 PlungerType)
        (inReceptacle Plunger_bar__plus_01_dot_99_bar__plus_01_dot_17_bar__minus_01_dot_14 Cabinet_bar__minus_01_dot_05_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation Plunger_bar__plus_01_dot_99_bar__plus_01_dot_17_bar__minus_01_dot_14 loc_bar__minus_3_bar__minus_1_bar_2_bar_30)
        (pickupable Plunger_bar__plus_01_dot_99_bar__plus_01_dot_17_bar__minus_01_dot_14)
        (objectType Plunger_bar__minus_02_dot_99_bar__plus_00_dot_17_bar__minus_02_dot_27 PlungerType)
        (inReceptacle Plunger_bar__minus_02_dot_99_bar__plus_00_dot_17_bar__minus_02_dot_27 Cabinet_bar__minus_01_dot_04_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation Plunger_bar__minus_02_dot_99_bar__plus_00_dot_17_bar__minus_02_dot_27 loc_bar__minus_5_bar__minus_2_bar_2_bar_30)
        (pickupable Plunger_bar__minus_02_dot_99_bar__plus_00_dot_17_bar__minus_02_dot_27)
        (objectType SoapBar_bar__minus_01_dot_95_bar__plus_00_dot_69_bar__plus_00_dot_13 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_95_bar__plus_00_dot_69_bar__plus_00_dot_13 CounterTop_bar__minus_01_dot_04_bar__plus_00_dot_88_bar__minus_01_dot_53)
        (objectAtLocation SoapBar_bar__minus_01_dot_95_bar__plus_00_dot_69_bar__plus_00_dot_13 loc_bar__minus_6_bar__minus_3_bar_2_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_95_bar__plus_00_dot_69_bar__plus_00_dot_13)
        (cleanable SoapBar_bar__minus_01_dot_95_bar__plus_00_dot_69_bar__plus_00_dot_13)
        (objectType SprayBottle_bar__plus_02_dot_95_bar__plus_00_dot_37_bar__plus_02_dot_36 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_02_dot_95_bar__plus_00_dot_37_bar__plus_02_dot_36 Cabinet_bar__minus_02_dot_02_bar__plus_00_dot_34_bar__minus_01_dot_33)
        (objectAtLocation SprayBottle_bar__plus_02_dot_95_bar__plus_00_dot_37_bar__plus_02_dot_36 loc_bar__minus_5_bar__minus_1_bar_2_bar_30)
        (pickupable SprayBottle_bar__plus_02_dot_95_bar__plus_00_dot_37_bar__plus_02_dot_36)
        (objectType ToiletPaper_bar__plus_00_dot_82_bar__plus_00_dot_65_bar__minus_01_dot_16 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_00_dot_82_bar__plus_00_dot_65_bar__minus_01_dot_16 Toilet_bar__minus_01_dot_61_bar_00_dot_00_bar__plus_00_dot_21)
        (objectAtLocation ToiletPaper_bar__plus_00_dot_82_bar__plus_00_dot_65_bar__minus_01_dot_16 loc_bar__minus_6_bar__minus_3_bar_0_bar_30)
        (pickupable ToiletPaper_bar__plus_00_dot_82_bar__plus_00_dot_65_bar__minus_01_dot_16)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 SoapBottleType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 SoapBottleType)
                                            (receptacleType ?r CounterTopType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
