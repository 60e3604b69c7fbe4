(define (problem plan_trial_T00000000_000001_000083)
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
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        SoapBottleType - otype
        Cloth_bar__minus_01_dot_37_bar__plus_00_dot_90_bar__plus_00_dot_36 - object
        Cloth_bar__plus_01_dot_60_bar__plus_00_dot_91_bar__plus_01_dot_76 - object
        Plunger_bar__plus_00_dot_83_bar__plus_01_dot_02_bar__plus_01_dot_41 - object
        Plunger_bar__plus_02_dot_25_bar__plus_00_dot_41_bar__plus_02_dot_82 - object
        SoapBar_bar__plus_02_dot_69_bar__plus_01_dot_19_bar__plus_02_dot_48 - object
        SoapBottle_bar__plus_00_dot_93_bar__plus_00_dot_17_bar__plus_00_dot_22 - object
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
        loc_bar__minus_4_bar_14_bar_3_bar_30 - location
        loc_bar__minus_4_bar_9_bar_3_bar_30 - location
        loc_bar__minus_5_bar_11_bar_3_bar_30 - location
        loc_bar__minus_5_bar_14_bar_3_bar_30 - location
        loc_bar__minus_5_bar_9_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar_9_bar_2_bar_30)
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
        (canContain CabinetType ClothType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (objectType Cloth_bar__minus_01_dot_37_bar__plus_00_dot_90_bar__plus_00_dot_36 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_37_bar__plus_00_dot_90_bar__plus_00_dot_36 Toilet_bar__minus_01_dot_45_bar__plus_00_dot_00_bar__plus_01_dot_87)
        (objectAtLocation Cloth_bar__minus_01_dot_37_bar__plus_00_dot_90_bar__plus_00_dot_36 loc_bar__minus_4_bar_9_bar_3_bar_30)
        (pickupable Cloth_bar__minus_01_dot_37_bar__plus_00_dot_90_bar__plus_00_dot_36)
        (cleanable Cloth_bar__minus_01_dot_37_bar__plus_00_dot_90_bar__plus_00_dot_36)
        (objectType Cloth_bar__plus_01_dot_60_bar__plus_00_dot_91_bar__plus_01_dot_76 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_60_bar__plus_00_dot_91_bar__plus_01_dot_76 Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__plus_03_dot_96)
        (objectAtLocation Cloth_bar__plus_01_dot_60_bar__plus_00_dot_91_bar__plus_01_dot_76 loc_bar__minus_2_bar_13_bar_3_bar_30)
        (pickupable Cloth_bar__plus_01_dot_60_bar__plus_00_dot_91_bar__plus_01_dot_76)
        (cleanable Cloth_bar__plus_01_dot_60_bar__plus_00_dot_91_bar__plus_01_dot_76)
        (objectType Plunger_bar__plus_00_dot_83_bar__plus_01_dot_02_bar__plus_01_dot_41 PlungerType)
        (inReceptacle Plunger_bar__plus_00_dot_83_bar__plus_01_dot_02_bar__plus_01_dot_41 Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_35_bar__plus_03_dot_17)
        (objectAtLocation Plunger_bar__plus_00_dot_83_bar__plus_01_dot_02_bar__plus_01_dot_41 loc_bar__minus_2_bar_12_bar_3_bar_30)
        (pickupable Plunger_bar__plus_00_dot_83_bar__plus_01_dot_02_bar__plus_01_dot_41)
        (objectType Plunger_bar__plus_02_dot_25_bar__plus_00_dot_41_bar__plus_02_dot_82 PlungerType)
        (inReceptacle Plunger_bar__plus_02_dot_25_bar__plus_00_dot_41_bar__plus_02_dot_82 Cabinet_bar__minus_01_dot_48_bar__plus_00_dot_37_bar__plus_03_dot_15)
        (objectAtLocation Plunger_bar__plus_02_dot_25_bar__plus_00_dot_41_bar__plus_02_dot_82 loc_bar__minus_2_bar_14_bar_3_bar_30)
        (pickupable Plunger_bar__plus_02_dot_25_bar__plus_00_dot_41_bar__plus_02_dot_82)
        (objectType SoapBar_bar__plus_02_dot_69_bar__plus_01_dot_19_bar__plus_02_dot_48 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_69_bar__plus_01_dot_19_bar__plus_02_dot_48 CounterTop_bar__minus_01_dot_76_bar__plus_00_dot_67_bar__plus_03_dot_16)
        (objectAtLocation SoapBar_bar__plus_02_dot_69_bar__plus_01_dot_19_bar__plus_02_dot_48 loc_bar__minus_4_bar_14_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_69_bar__plus_01_dot_19_bar__plus_02_dot_48)
        (cleanable SoapBar_bar__plus_02_dot_69_bar__plus_01_dot_19_bar__plus_02_dot_48)
        (objectType SoapBottle_bar__plus_00_dot_93_bar__plus_00_dot_17_bar__plus_00_dot_22 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_00_dot_93_bar__plus_00_dot_17_bar__plus_00_dot_22 Toilet_bar__minus_01_dot_45_bar__plus_00_dot_00_bar__plus_01_dot_87)
        (objectAtLocation SoapBottle_bar__plus_00_dot_93_bar__plus_00_dot_17_bar__plus_00_dot_22 loc_bar__minus_4_bar_9_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_00_dot_93_bar__plus_00_dot_17_bar__plus_00_dot_22)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
