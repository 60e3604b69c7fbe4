(define (problem plan_trial_T00000000_000001_000082)
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
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        SprayBottleType - otype
        SoapBar_bar__minus_02_dot_64_bar__plus_01_dot_30_bar__minus_01_dot_62 - object
        SoapBar_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__minus_02_dot_70 - object
        HandTowel_bar__plus_00_dot_33_bar__plus_00_dot_02_bar__minus_01_dot_51 - object
        HandTowel_bar__plus_00_dot_44_bar__plus_01_dot_11_bar__minus_00_dot_94 - object
        Plunger_bar__minus_02_dot_31_bar__plus_00_dot_96_bar__plus_00_dot_15 - object
        SprayBottle_bar__plus_01_dot_19_bar__plus_01_dot_46_bar__minus_00_dot_47 - object
        SprayBottle_bar__minus_02_dot_47_bar__plus_01_dot_24_bar__minus_02_dot_22 - object
        Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_35_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_35_bar__plus_03_dot_17 - receptacle
        Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__plus_03_dot_15 - receptacle
        Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__plus_03_dot_96 - receptacle
        CounterTop_bar__minus_01_dot_76_bar__plus_00_dot_67_bar__plus_03_dot_16 - receptacle
        Sink_bar__minus_01_dot_75_bar__plus_00_dot_88_bar__plus_02_dot_72_bar_SinkBasin - receptacle
        Sink_bar__minus_01_dot_75_bar__plus_00_dot_88_bar__plus_03_dot_55_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_45_bar__plus_00_dot_00_bar__plus_01_dot_87 - receptacle
        loc_bar__minus_2_bar_12_bar_3_bar_30 - location
        loc_bar__minus_2_bar_13_bar_3_bar_30 - location
        loc_bar__minus_2_bar_14_bar_3_bar_30 - location
        loc_bar__minus_2_bar_8_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_2_bar_1_bar_30 - location
        loc_bar__minus_4_bar_14_bar_3_bar_30 - location
        loc_bar__minus_4_bar_9_bar_3_bar_30 - location
        loc_bar__minus_5_bar_11_bar_3_bar_30 - location
        loc_bar__minus_5_bar_14_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar__minus_2_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_35_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_35_bar__plus_02_dot_36 loc_bar__minus_2_bar_8_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_35_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_35_bar__plus_03_dot_17 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_35_bar__plus_03_dot_17 loc_bar__minus_2_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_35_bar__plus_03_dot_17)
        (receptacleType Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__plus_03_dot_15 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__plus_03_dot_15 loc_bar__minus_2_bar_14_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__plus_03_dot_15)
        (receptacleType Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__plus_03_dot_96 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__plus_03_dot_96 loc_bar__minus_2_bar_13_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__plus_03_dot_96)
        (receptacleType CounterTop_bar__minus_01_dot_76_bar__plus_00_dot_67_bar__plus_03_dot_16 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_76_bar__plus_00_dot_67_bar__plus_03_dot_16 loc_bar__minus_4_bar_14_bar_3_bar_30)
        (receptacleType Sink_bar__minus_01_dot_75_bar__plus_00_dot_88_bar__plus_02_dot_72_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_75_bar__plus_00_dot_88_bar__plus_02_dot_72_bar_SinkBasin loc_bar__minus_5_bar_11_bar_3_bar_30)
        (receptacleType Sink_bar__minus_01_dot_75_bar__plus_00_dot_88_bar__plus_03_dot_55_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_75_bar__plus_00_dot_88_bar__plus_03_dot_55_bar_SinkBasin loc_bar__minus_5_bar_14_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_45_bar__plus_00_dot_00_bar__plus_01_dot_87 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_45_bar__plus_00_dot_00_bar__plus_01_dot_87 loc_bar__minus_4_bar_9_bar_3_bar_30)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SprayBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SprayBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SprayBottleType)
        (objectType SoapBar_bar__minus_02_dot_64_bar__plus_01_dot_30_bar__minus_01_dot_62 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_64_bar__plus_01_dot_30_bar__minus_01_dot_62 Toilet_bar__minus_01_dot_45_bar__plus_00_dot_00_bar__plus_01_dot_87)
        (objectAtLocation SoapBar_bar__minus_02_dot_64_bar__plus_01_dot_30_bar__minus_01_dot_62 loc_bar__minus_4_bar_9_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_02_dot_64_bar__plus_01_dot_30_bar__minus_01_dot_62)
        (cleanable SoapBar_bar__minus_02_dot_64_bar__plus_01_dot_30_bar__minus_01_dot_62)
        (objectType SoapBar_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__minus_02_dot_70 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__minus_02_dot_70 Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__plus_03_dot_15)
        (objectAtLocation SoapBar_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__minus_02_dot_70 loc_bar__minus_2_bar_14_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__minus_02_dot_70)
        (cleanable SoapBar_bar__minus_01_dot_76_bar__plus_01_dot_50_bar__minus_02_dot_70)
        (objectType HandTowel_bar__plus_00_dot_33_bar__plus_00_dot_02_bar__minus_01_dot_51 HandTowelType)
        (inReceptacle HandTowel_bar__plus_00_dot_33_bar__plus_00_dot_02_bar__minus_01_dot_51 Sink_bar__minus_01_dot_75_bar__plus_00_dot_88_bar__plus_03_dot_55_bar_SinkBasin)
        (objectAtLocation HandTowel_bar__plus_00_dot_33_bar__plus_00_dot_02_bar__minus_01_dot_51 loc_bar__minus_5_bar_14_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_00_dot_33_bar__plus_00_dot_02_bar__minus_01_dot_51)
        (objectType HandTowel_bar__plus_00_dot_44_bar__plus_01_dot_11_bar__minus_00_dot_94 HandTowelType)
        (inReceptacle HandTowel_bar__plus_00_dot_44_bar__plus_01_dot_11_bar__minus_00_dot_94 Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_35_bar__plus_03_dot_17)
        (objectAtLocation HandTowel_bar__plus_00_dot_44_bar__plus_01_dot_11_bar__minus_00_dot_94 loc_bar__minus_2_bar_12_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_00_dot_44_bar__plus_01_dot_11_bar__minus_00_dot_94)
        (objectType Plunger_bar__minus_02_dot_31_bar__plus_00_dot_96_bar__plus_00_dot_15 PlungerType)
        (inReceptacle Plunger_bar__minus_02_dot_31_bar__plus_00_dot_96_bar__plus_00_dot_15 Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_35_bar__plus_03_dot_17)
        (objectAtLocation Plunger_bar__minus_02_dot_31_bar__plus_00_dot_96_bar__plus_00_dot_15 loc_bar__minus_2_bar_12_bar_3_bar_30)
        (pickupable Plunger_bar__minus_02_dot_31_bar__plus_00_dot_96_bar__plus_00_dot_15)
        (objectType SprayBottle_bar__plus_01_dot_19_bar__plus_01_dot_46_bar__minus_00_dot_47 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_01_dot_19_bar__plus_01_dot_46_bar__minus_00_dot_47 Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__plus_03_dot_15)
        (objectAtLocation SprayBottle_bar__plus_01_dot_19_bar__plus_01_dot_46_bar__minus_00_dot_47 loc_bar__minus_2_bar_14_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_01_dot_19_bar__plus_01_dot_46_bar__minus_00_dot_47)
        (objectType SprayBottle_bar__minus_02_dot_47_bar__plus_01_dot_24_bar__minus_02_dot_22 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_47_bar__plus_01_dot_24_bar__minus_02_dot_22 Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__plus_03_dot_15)
        (objectAtLocation SprayBottle_bar__minus_02_dot_47_bar__plus_01_dot_24_bar__minus_02_dot_22 loc_bar__minus_2_bar_14_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_47_bar__plus_01_dot_24_bar__minus_02_dot_22)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
