(define (problem plan_trial_T00000000_000001_000108)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        SoapBarType - otype
        ToiletPaperType - otype
        Cloth_bar__minus_00_dot_17_bar__plus_00_dot_02_bar__minus_02_dot_98 - object
        Cloth_bar__minus_00_dot_67_bar__plus_00_dot_21_bar__plus_02_dot_09 - object
        Cloth_bar__plus_00_dot_34_bar__plus_01_dot_46_bar__plus_02_dot_17 - object
        HandTowel_bar__minus_02_dot_88_bar__plus_01_dot_23_bar__plus_01_dot_77 - object
        SoapBar_bar__minus_00_dot_20_bar__plus_01_dot_39_bar__plus_01_dot_03 - object
        SoapBar_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__plus_02_dot_74 - object
        ToiletPaper_bar__plus_02_dot_19_bar__plus_00_dot_05_bar__minus_01_dot_95 - object
        Cabinet_bar__minus_02_dot_50_bar__plus_00_dot_40_bar__minus_01_dot_24 - receptacle
        Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_00_dot_29 - receptacle
        Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_01_dot_26 - receptacle
        CounterTop_bar__minus_02_dot_75_bar__plus_00_dot_99_bar__minus_01_dot_24 - receptacle
        Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_00_dot_73_bar_SinkBasin - receptacle
        Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_01_dot_76_bar_SinkBasin - receptacle
        loc_bar__minus_2_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_6_bar__minus_8_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_2_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_8_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_2_bar__minus_3_bar_3_bar_30)
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
        (receptacleType Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_00_dot_73_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_00_dot_73_bar_SinkBasin loc_bar__minus_9_bar__minus_2_bar_3_bar_30)
        (receptacleType Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_01_dot_76_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_01_dot_76_bar_SinkBasin loc_bar__minus_9_bar__minus_8_bar_3_bar_30)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (objectType Cloth_bar__minus_00_dot_17_bar__plus_00_dot_02_bar__minus_02_dot_98 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_17_bar__plus_00_dot_02_bar__minus_02_dot_98 CounterTop_bar__minus_02_dot_75_bar__plus_00_dot_99_bar__minus_01_dot_24)
        (objectAtLocation Cloth_bar__minus_00_dot_17_bar__plus_00_dot_02_bar__minus_02_dot_98 loc_bar__minus_9_bar__minus_4_bar_3_bar_30)
        (pickupable Cloth_bar__minus_00_dot_17_bar__plus_00_dot_02_bar__minus_02_dot_98)
        (cleanable Cloth_bar__minus_00_dot_17_bar__plus_00_dot_02_bar__minus_02_dot_98)
        (objectType Cloth_bar__minus_00_dot_67_bar__plus_00_dot_21_bar__plus_02_dot_09 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_67_bar__plus_00_dot_21_bar__plus_02_dot_09 Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_00_dot_73_bar_SinkBasin)
        (objectAtLocation Cloth_bar__minus_00_dot_67_bar__plus_00_dot_21_bar__plus_02_dot_09 loc_bar__minus_9_bar__minus_2_bar_3_bar_30)
        (pickupable Cloth_bar__minus_00_dot_67_bar__plus_00_dot_21_bar__plus_02_dot_09)
        (cleanable Cloth_bar__minus_00_dot_67_bar__plus_00_dot_21_bar__plus_02_dot_09)
        (objectType Cloth_bar__plus_00_dot_34_bar__plus_01_dot_46_bar__plus_02_dot_17 ClothType)
        (inReceptacle Cloth_bar__plus_00_dot_34_bar__plus_01_dot_46_bar__plus_02_dot_17 Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_01_dot_76_bar_SinkBasin)
        (objectAtLocation Cloth_bar__plus_00_dot_34_bar__plus_01_dot_46_bar__plus_02_dot_17 loc_bar__minus_9_bar__minus_8_bar_3_bar_30)
        (pickupable Cloth_bar__plus_00_dot_34_bar__plus_01_dot_46_bar__plus_02_dot_17)
        (cleanable Cloth_bar__plus_00_dot_34_bar__plus_01_dot_46_bar__plus_02_dot_17)
        (objectType HandTowel_bar__minus_02_dot_88_bar__plus_01_dot_23_bar__plus_01_dot_77 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_88_bar__plus_01_dot_23_bar__plus_01_dot_77 Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_00_dot_73_bar_SinkBasin)
        (objectAtLocation HandTowel_bar__minus_02_dot_88_bar__plus_01_dot_23_bar__plus_01_dot_77 loc_bar__minus_9_bar__minus_2_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_88_bar__plus_01_dot_23_bar__plus_01_dot_77)
        (objectType SoapBar_bar__minus_00_dot_20_bar__plus_01_dot_39_bar__plus_01_dot_03 SoapBarType)
        (inReceptacle SoapBar_bar__minus_00_dot_20_bar__plus_01_dot_39_bar__plus_01_dot_03 Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_01_dot_76_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__minus_00_dot_20_bar__plus_01_dot_39_bar__plus_01_dot_03 loc_bar__minus_9_bar__minus_8_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_00_dot_20_bar__plus_01_dot_39_bar__plus_01_dot_03)
        (cleanable SoapBar_bar__minus_00_dot_20_bar__plus_01_dot_39_bar__plus_01_dot_03)
        (objectType SoapBar_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__plus_02_dot_74 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__plus_02_dot_74 Sink_bar__minus_02_dot_91_bar__plus_00_dot_99_bar__minus_00_dot_73_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__plus_02_dot_74 loc_bar__minus_9_bar__minus_2_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__plus_02_dot_74)
        (cleanable SoapBar_bar__plus_02_dot_54_bar__plus_00_dot_19_bar__plus_02_dot_74)
        (objectType ToiletPaper_bar__plus_02_dot_19_bar__plus_00_dot_05_bar__minus_01_dot_95 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_02_dot_19_bar__plus_00_dot_05_bar__minus_01_dot_95 Cabinet_bar__minus_02_dot_51_bar__plus_00_dot_43_bar__minus_00_dot_29)
        (objectAtLocation ToiletPaper_bar__plus_02_dot_19_bar__plus_00_dot_05_bar__minus_01_dot_95 loc_bar__minus_6_bar__minus_4_bar_3_bar_30)
        (pickupable ToiletPaper_bar__plus_02_dot_19_bar__plus_00_dot_05_bar__minus_01_dot_95)
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
