(define (problem plan_trial_T00000000_000001_000209)
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
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        HandTowel_bar__plus_00_dot_96_bar__plus_00_dot_86_bar__minus_01_dot_66 - object
        HandTowel_bar__plus_00_dot_58_bar__plus_00_dot_00_bar__plus_01_dot_49 - object
        Candle_bar__minus_02_dot_46_bar__plus_00_dot_59_bar__plus_00_dot_94 - object
        Candle_bar__plus_00_dot_45_bar__plus_01_dot_23_bar__minus_01_dot_63 - object
        Cloth_bar__minus_00_dot_41_bar__plus_00_dot_43_bar__minus_02_dot_19 - object
        Plunger_bar__plus_02_dot_95_bar__plus_00_dot_70_bar__minus_02_dot_59 - object
        Plunger_bar__minus_02_dot_04_bar__plus_00_dot_69_bar__plus_02_dot_01 - object
        SoapBar_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_02_dot_41 - object
        Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13 - receptacle
        Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03 - receptacle
        Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_06 - receptacle
        Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_97 - receptacle
        CounterTop_bar__minus_01_dot_35_bar__plus_00_dot_97_bar__plus_02_dot_95 - receptacle
        Toilet_bar__minus_00_dot_04_bar__plus_00_dot_09_bar__plus_01_dot_73 - receptacle
        loc_bar_11_bar__minus_10_bar_3_bar_30 - location
        loc_bar__minus_1_bar_11_bar_2_bar_30 - location
        loc_bar__minus_1_bar_11_bar_3_bar_30 - location
        loc_bar__minus_1_bar_12_bar_3_bar_30 - location
        loc_bar__minus_1_bar_13_bar_3_bar_30 - location
        loc_bar__minus_1_bar_9_bar_3_bar_30 - location
        loc_bar__minus_3_bar_12_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_11_bar__minus_10_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13 loc_bar__minus_1_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_02_dot_13)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03 loc_bar__minus_1_bar_9_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_06 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_06 loc_bar__minus_1_bar_11_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_06)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_97 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_97 loc_bar__minus_1_bar_13_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_97)
        (receptacleType CounterTop_bar__minus_01_dot_35_bar__plus_00_dot_97_bar__plus_02_dot_95 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_35_bar__plus_00_dot_97_bar__plus_02_dot_95 loc_bar__minus_3_bar_12_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_00_dot_04_bar__plus_00_dot_09_bar__plus_01_dot_73 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_00_dot_04_bar__plus_00_dot_09_bar__plus_01_dot_73 loc_bar__minus_1_bar_11_bar_2_bar_30)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (objectType HandTowel_bar__plus_00_dot_96_bar__plus_00_dot_86_bar__minus_01_dot_66 HandTowelType)
        (inReceptacle HandTowel_bar__plus_00_dot_96_bar__plus_00_dot_86_bar__minus_01_dot_66 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_06)
        (objectAtLocation HandTowel_bar__plus_00_dot_96_bar__plus_00_dot_86_bar__minus_01_dot_66 loc_bar__minus_1_bar_11_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_00_dot_96_bar__plus_00_dot_86_bar__minus_01_dot_66)
        (objectType HandTowel_bar__plus_00_dot_58_bar__plus_00_dot_00_bar__plus_01_dot_49 HandTowelType)
        (inReceptacle HandTowel_bar__plus_00_dot_58_bar__plus_00_dot_00_bar__plus_01_dot_49 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_06)
        (objectAtLocation HandTowel_bar__plus_00_dot_58_bar__plus_00_dot_00_bar__plus_01_dot_49 loc_bar__minus_1_bar_11_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_00_dot_58_bar__plus_00_dot_00_bar__plus_01_dot_49)
        (objectType Candle_bar__minus_02_dot_46_bar__plus_00_dot_59_bar__plus_00_dot_94 CandleType)
        (inReceptacle Candle_bar__minus_02_dot_46_bar__plus_00_dot_59_bar__plus_00_dot_94 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03)
        (objectAtLocation Candle_bar__minus_02_dot_46_bar__plus_00_dot_59_bar__plus_00_dot_94 loc_bar__minus_1_bar_9_bar_3_bar_30)
        (pickupable Candle_bar__minus_02_dot_46_bar__plus_00_dot_59_bar__plus_00_dot_94)
        (objectType Candle_bar__plus_00_dot_45_bar__plus_01_dot_23_bar__minus_01_dot_63 CandleType)
        (inReceptacle Candle_bar__plus_00_dot_45_bar__plus_01_dot_23_bar__minus_01_dot_63 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_97)
        (objectAtLocation Candle_bar__plus_00_dot_45_bar__plus_01_dot_23_bar__minus_01_dot_63 loc_bar__minus_1_bar_13_bar_3_bar_30)
        (pickupable Candle_bar__plus_00_dot_45_bar__plus_01_dot_23_bar__minus_01_dot_63)
        (objectType Cloth_bar__minus_00_dot_41_bar__plus_00_dot_43_bar__minus_02_dot_19 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_41_bar__plus_00_dot_43_bar__minus_02_dot_19 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03)
        (objectAtLocation Cloth_bar__minus_00_dot_41_bar__plus_00_dot_43_bar__minus_02_dot_19 loc_bar__minus_1_bar_9_bar_3_bar_30)
        (pickupable Cloth_bar__minus_00_dot_41_bar__plus_00_dot_43_bar__minus_02_dot_19)
        (cleanable Cloth_bar__minus_00_dot_41_bar__plus_00_dot_43_bar__minus_02_dot_19)
        (objectType Plunger_bar__plus_02_dot_95_bar__plus_00_dot_70_bar__minus_02_dot_59 PlungerType)
        (inReceptacle Plunger_bar__plus_02_dot_95_bar__plus_00_dot_70_bar__minus_02_dot_59 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03)
        (objectAtLocation Plunger_bar__plus_02_dot_95_bar__plus_00_dot_70_bar__minus_02_dot_59 loc_bar__minus_1_bar_9_bar_3_bar_30)
        (pickupable Plunger_bar__plus_02_dot_95_bar__plus_00_dot_70_bar__minus_02_dot_59)
        (objectType Plunger_bar__minus_02_dot_04_bar__plus_00_dot_69_bar__plus_02_dot_01 PlungerType)
        (inReceptacle Plunger_bar__minus_02_dot_04_bar__plus_00_dot_69_bar__plus_02_dot_01 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_03)
        (objectAtLocation Plunger_bar__minus_02_dot_04_bar__plus_00_dot_69_bar__plus_02_dot_01 loc_bar__minus_1_bar_9_bar_3_bar_30)
        (pickupable Plunger_bar__minus_02_dot_04_bar__plus_00_dot_69_bar__plus_02_dot_01)
        (objectType SoapBar_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_02_dot_41 SoapBarType)
        (inReceptacle SoapBar_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_02_dot_41 Cabinet_bar__minus_01_dot_19_bar__plus_00_dot_39_bar__plus_03_dot_06)
        (objectAtLocation SoapBar_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_02_dot_41 loc_bar__minus_1_bar_11_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_02_dot_41)
        (cleanable SoapBar_bar__minus_00_dot_14_bar__plus_01_dot_00_bar__plus_02_dot_41)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 HandTowelType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 HandTowelType)
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
