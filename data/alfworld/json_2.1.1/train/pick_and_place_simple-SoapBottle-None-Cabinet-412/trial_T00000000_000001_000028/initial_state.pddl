(define (problem plan_trial_T00000000_000001_000028)
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
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        SoapBottleType - otype
        ToiletPaperType - otype
        SoapBottle_bar__minus_01_dot_87_bar__plus_00_dot_76_bar__minus_00_dot_08 - object
        SoapBottle_bar__plus_00_dot_68_bar__plus_01_dot_24_bar__plus_02_dot_04 - object
        Cloth_bar__plus_01_dot_99_bar__plus_00_dot_52_bar__plus_00_dot_00 - object
        Cloth_bar__minus_00_dot_31_bar__plus_00_dot_50_bar__minus_02_dot_06 - object
        HandTowel_bar__minus_01_dot_95_bar__plus_01_dot_36_bar__minus_00_dot_31 - object
        HandTowel_bar__minus_01_dot_25_bar__plus_01_dot_10_bar__minus_01_dot_48 - object
        Plunger_bar__minus_02_dot_90_bar__plus_00_dot_51_bar__minus_02_dot_14 - object
        Plunger_bar__minus_00_dot_12_bar__plus_00_dot_50_bar__minus_01_dot_38 - object
        SoapBar_bar__minus_01_dot_96_bar__plus_00_dot_42_bar__plus_02_dot_38 - object
        SoapBar_bar__plus_02_dot_52_bar__plus_00_dot_08_bar__minus_01_dot_14 - object
        ToiletPaper_bar__minus_01_dot_66_bar__plus_00_dot_29_bar__minus_00_dot_61 - object
        ToiletPaper_bar__plus_01_dot_96_bar__plus_00_dot_67_bar__plus_01_dot_66 - object
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
        loc_bar__minus_8_bar_10_bar_2_bar_30 - location
        loc_bar__minus_9_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_3_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_8_bar_10_bar_2_bar_30)
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
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBottle_bar__minus_01_dot_87_bar__plus_00_dot_76_bar__minus_00_dot_08 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_87_bar__plus_00_dot_76_bar__minus_00_dot_08 Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74)
        (objectAtLocation SoapBottle_bar__minus_01_dot_87_bar__plus_00_dot_76_bar__minus_00_dot_08 loc_bar__minus_4_bar__minus_6_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_87_bar__plus_00_dot_76_bar__minus_00_dot_08)
        (objectType SoapBottle_bar__plus_00_dot_68_bar__plus_01_dot_24_bar__plus_02_dot_04 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_68_bar__plus_01_dot_24_bar__plus_02_dot_04 Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74)
        (objectAtLocation SoapBottle_bar__plus_00_dot_68_bar__plus_01_dot_24_bar__plus_02_dot_04 loc_bar__minus_4_bar__minus_6_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_68_bar__plus_01_dot_24_bar__plus_02_dot_04)
        (objectType Cloth_bar__plus_01_dot_99_bar__plus_00_dot_52_bar__plus_00_dot_00 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_99_bar__plus_00_dot_52_bar__plus_00_dot_00 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38)
        (objectAtLocation Cloth_bar__plus_01_dot_99_bar__plus_00_dot_52_bar__plus_00_dot_00 loc_bar__minus_9_bar__minus_3_bar_3_bar_30)
        (pickupable Cloth_bar__plus_01_dot_99_bar__plus_00_dot_52_bar__plus_00_dot_00)
        (cleanable Cloth_bar__plus_01_dot_99_bar__plus_00_dot_52_bar__plus_00_dot_00)
        (objectType Cloth_bar__minus_00_dot_31_bar__plus_00_dot_50_bar__minus_02_dot_06 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_31_bar__plus_00_dot_50_bar__minus_02_dot_06 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59)
        (objectAtLocation Cloth_bar__minus_00_dot_31_bar__plus_00_dot_50_bar__minus_02_dot_06 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (pickupable Cloth_bar__minus_00_dot_31_bar__plus_00_dot_50_bar__minus_02_dot_06)
        (cleanable Cloth_bar__minus_00_dot_31_bar__plus_00_dot_50_bar__minus_02_dot_06)
        (objectType HandTowel_bar__minus_01_dot_95_bar__plus_01_dot_36_bar__minus_00_dot_31 HandTowelType)
        (inReceptacle HandTowel_bar__minus_01_dot_95_bar__plus_01_dot_36_bar__minus_00_dot_31 CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39)
        (objectAtLocation HandTowel_bar__minus_01_dot_95_bar__plus_01_dot_36_bar__minus_00_dot_31 loc_bar__minus_11_bar__minus_4_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_01_dot_95_bar__plus_01_dot_36_bar__minus_00_dot_31)
        (objectType HandTowel_bar__minus_01_dot_25_bar__plus_01_dot_10_bar__minus_01_dot_48 HandTowelType)
        (inReceptacle HandTowel_bar__minus_01_dot_25_bar__plus_01_dot_10_bar__minus_01_dot_48 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38)
        (objectAtLocation HandTowel_bar__minus_01_dot_25_bar__plus_01_dot_10_bar__minus_01_dot_48 loc_bar__minus_9_bar__minus_3_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_01_dot_25_bar__plus_01_dot_10_bar__minus_01_dot_48)
        (objectType Plunger_bar__minus_02_dot_90_bar__plus_00_dot_51_bar__minus_02_dot_14 PlungerType)
        (inReceptacle Plunger_bar__minus_02_dot_90_bar__plus_00_dot_51_bar__minus_02_dot_14 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59)
        (objectAtLocation Plunger_bar__minus_02_dot_90_bar__plus_00_dot_51_bar__minus_02_dot_14 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (pickupable Plunger_bar__minus_02_dot_90_bar__plus_00_dot_51_bar__minus_02_dot_14)
        (objectType Plunger_bar__minus_00_dot_12_bar__plus_00_dot_50_bar__minus_01_dot_38 PlungerType)
        (inReceptacle Plunger_bar__minus_00_dot_12_bar__plus_00_dot_50_bar__minus_01_dot_38 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38)
        (objectAtLocation Plunger_bar__minus_00_dot_12_bar__plus_00_dot_50_bar__minus_01_dot_38 loc_bar__minus_9_bar__minus_3_bar_3_bar_30)
        (pickupable Plunger_bar__minus_00_dot_12_bar__plus_00_dot_50_bar__minus_01_dot_38)
        (objectType SoapBar_bar__minus_01_dot_96_bar__plus_00_dot_42_bar__plus_02_dot_38 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_96_bar__plus_00_dot_42_bar__plus_02_dot_38 CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39)
        (objectAtLocation SoapBar_bar__minus_01_dot_96_bar__plus_00_dot_42_bar__plus_02_dot_38 loc_bar__minus_11_bar__minus_4_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_96_bar__plus_00_dot_42_bar__plus_02_dot_38)
        (cleanable SoapBar_bar__minus_01_dot_96_bar__plus_00_dot_42_bar__plus_02_dot_38)
        (objectType SoapBar_bar__plus_02_dot_52_bar__plus_00_dot_08_bar__minus_01_dot_14 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_52_bar__plus_00_dot_08_bar__minus_01_dot_14 Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_01_dot_83_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__plus_02_dot_52_bar__plus_00_dot_08_bar__minus_01_dot_14 loc_bar__minus_11_bar__minus_6_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_52_bar__plus_00_dot_08_bar__minus_01_dot_14)
        (cleanable SoapBar_bar__plus_02_dot_52_bar__plus_00_dot_08_bar__minus_01_dot_14)
        (objectType ToiletPaper_bar__minus_01_dot_66_bar__plus_00_dot_29_bar__minus_00_dot_61 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_66_bar__plus_00_dot_29_bar__minus_00_dot_61 CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_66_bar__plus_00_dot_29_bar__minus_00_dot_61 loc_bar__minus_11_bar__minus_4_bar_3_bar_30)
        (pickupable ToiletPaper_bar__minus_01_dot_66_bar__plus_00_dot_29_bar__minus_00_dot_61)
        (objectType ToiletPaper_bar__plus_01_dot_96_bar__plus_00_dot_67_bar__plus_01_dot_66 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_01_dot_96_bar__plus_00_dot_67_bar__plus_01_dot_66 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_96_bar__plus_00_dot_67_bar__plus_01_dot_66 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (pickupable ToiletPaper_bar__plus_01_dot_96_bar__plus_00_dot_67_bar__plus_01_dot_66)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o SoapBottleType)
                            (receptacleType ?r CabinetType)
                        )
                    )
                )
            )
        )
    )
