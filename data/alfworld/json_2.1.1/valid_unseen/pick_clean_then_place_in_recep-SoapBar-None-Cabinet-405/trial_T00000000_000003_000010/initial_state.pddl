(define (problem plan_trial_T00000000_000003_000010)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CabinetType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        SoapBar_bar__minus_01_dot_71_bar__plus_00_dot_26_bar__plus_00_dot_44 - object
        SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_21_bar__plus_00_dot_35 - object
        SoapBar_bar__minus_00_dot_00_bar__plus_00_dot_07_bar__plus_02_dot_31 - object
        Cloth_bar__plus_01_dot_18_bar__plus_00_dot_53_bar__minus_02_dot_15 - object
        Cloth_bar__minus_01_dot_39_bar__plus_00_dot_26_bar__plus_02_dot_51 - object
        HandTowel_bar__minus_02_dot_24_bar__plus_00_dot_14_bar__minus_01_dot_73 - object
        SoapBottle_bar__plus_01_dot_10_bar__plus_00_dot_75_bar__minus_01_dot_67 - object
        SprayBottle_bar__plus_02_dot_49_bar__plus_00_dot_31_bar__plus_02_dot_05 - object
        SprayBottle_bar__minus_02_dot_32_bar__plus_01_dot_21_bar__plus_00_dot_01 - object
        Bathtub_bar__minus_00_dot_60_bar__plus_00_dot_29_bar__plus_00_dot_83_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_27 - receptacle
        Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76 - receptacle
        Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01 - receptacle
        Sink_bar__minus_03_dot_02_bar__plus_00_dot_87_bar__plus_00_dot_21_bar_SinkBasin - receptacle
        Toilet_bar__minus_02_dot_93_bar__plus_00_dot_00_bar__plus_01_dot_27 - receptacle
        loc_bar__minus_10_bar_1_bar_3_bar_30 - location
        loc_bar__minus_2_bar_6_bar_2_bar_30 - location
        loc_bar__minus_6_bar_3_bar_1_bar_30 - location
        loc_bar__minus_7_bar_0_bar_3_bar_30 - location
        loc_bar__minus_7_bar_2_bar_3_bar_30 - location
        loc_bar__minus_8_bar_3_bar_3_bar_30 - location
        loc_bar__minus_8_bar_4_bar_3_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_2_bar_6_bar_2_bar_30)
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
        (receptacleType Sink_bar__minus_03_dot_02_bar__plus_00_dot_87_bar__plus_00_dot_21_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_02_bar__plus_00_dot_87_bar__plus_00_dot_21_bar_SinkBasin loc_bar__minus_10_bar_1_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_02_dot_93_bar__plus_00_dot_00_bar__plus_01_dot_27 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_02_dot_93_bar__plus_00_dot_00_bar__plus_01_dot_27 loc_bar__minus_8_bar_3_bar_3_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (objectType SoapBar_bar__minus_01_dot_71_bar__plus_00_dot_26_bar__plus_00_dot_44 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_71_bar__plus_00_dot_26_bar__plus_00_dot_44 Bathtub_bar__minus_00_dot_60_bar__plus_00_dot_29_bar__plus_00_dot_83_bar_BathtubBasin)
        (objectAtLocation SoapBar_bar__minus_01_dot_71_bar__plus_00_dot_26_bar__plus_00_dot_44 loc_bar__minus_6_bar_3_bar_1_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_71_bar__plus_00_dot_26_bar__plus_00_dot_44)
        (cleanable SoapBar_bar__minus_01_dot_71_bar__plus_00_dot_26_bar__plus_00_dot_44)
        (objectType SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_21_bar__plus_00_dot_35 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_21_bar__plus_00_dot_35 Toilet_bar__minus_02_dot_93_bar__plus_00_dot_00_bar__plus_01_dot_27)
        (objectAtLocation SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_21_bar__plus_00_dot_35 loc_bar__minus_8_bar_3_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_21_bar__plus_00_dot_35)
        (cleanable SoapBar_bar__plus_02_dot_11_bar__plus_00_dot_21_bar__plus_00_dot_35)
        (objectType SoapBar_bar__minus_00_dot_00_bar__plus_00_dot_07_bar__plus_02_dot_31 SoapBarType)
        (inReceptacle SoapBar_bar__minus_00_dot_00_bar__plus_00_dot_07_bar__plus_02_dot_31 Sink_bar__minus_03_dot_02_bar__plus_00_dot_87_bar__plus_00_dot_21_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__minus_00_dot_00_bar__plus_00_dot_07_bar__plus_02_dot_31 loc_bar__minus_10_bar_1_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_00_dot_00_bar__plus_00_dot_07_bar__plus_02_dot_31)
        (cleanable SoapBar_bar__minus_00_dot_00_bar__plus_00_dot_07_bar__plus_02_dot_31)
        (objectType Cloth_bar__plus_01_dot_18_bar__plus_00_dot_53_bar__minus_02_dot_15 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_18_bar__plus_00_dot_53_bar__minus_02_dot_15 Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76)
        (objectAtLocation Cloth_bar__plus_01_dot_18_bar__plus_00_dot_53_bar__minus_02_dot_15 loc_bar__minus_7_bar_0_bar_3_bar_30)
        (pickupable Cloth_bar__plus_01_dot_18_bar__plus_00_dot_53_bar__minus_02_dot_15)
        (cleanable Cloth_bar__plus_01_dot_18_bar__plus_00_dot_53_bar__minus_02_dot_15)
        (objectType Cloth_bar__minus_01_dot_39_bar__plus_00_dot_26_bar__plus_02_dot_51 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_39_bar__plus_00_dot_26_bar__plus_02_dot_51 Toilet_bar__minus_02_dot_93_bar__plus_00_dot_00_bar__plus_01_dot_27)
        (objectAtLocation Cloth_bar__minus_01_dot_39_bar__plus_00_dot_26_bar__plus_02_dot_51 loc_bar__minus_8_bar_3_bar_3_bar_30)
        (pickupable Cloth_bar__minus_01_dot_39_bar__plus_00_dot_26_bar__plus_02_dot_51)
        (cleanable Cloth_bar__minus_01_dot_39_bar__plus_00_dot_26_bar__plus_02_dot_51)
        (objectType HandTowel_bar__minus_02_dot_24_bar__plus_00_dot_14_bar__minus_01_dot_73 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_24_bar__plus_00_dot_14_bar__minus_01_dot_73 Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76)
        (objectAtLocation HandTowel_bar__minus_02_dot_24_bar__plus_00_dot_14_bar__minus_01_dot_73 loc_bar__minus_7_bar_0_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_24_bar__plus_00_dot_14_bar__minus_01_dot_73)
        (objectType SoapBottle_bar__plus_01_dot_10_bar__plus_00_dot_75_bar__minus_01_dot_67 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_10_bar__plus_00_dot_75_bar__minus_01_dot_67 Cabinet_bar__minus_02_dot_90_bar__plus_02_dot_05_bar__plus_01_dot_01)
        (objectAtLocation SoapBottle_bar__plus_01_dot_10_bar__plus_00_dot_75_bar__minus_01_dot_67 loc_bar__minus_8_bar_4_bar_3_bar__minus_30)
        (pickupable SoapBottle_bar__plus_01_dot_10_bar__plus_00_dot_75_bar__minus_01_dot_67)
        (objectType SprayBottle_bar__plus_02_dot_49_bar__plus_00_dot_31_bar__plus_02_dot_05 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_02_dot_49_bar__plus_00_dot_31_bar__plus_02_dot_05 Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_76)
        (objectAtLocation SprayBottle_bar__plus_02_dot_49_bar__plus_00_dot_31_bar__plus_02_dot_05 loc_bar__minus_7_bar_0_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_02_dot_49_bar__plus_00_dot_31_bar__plus_02_dot_05)
        (objectType SprayBottle_bar__minus_02_dot_32_bar__plus_01_dot_21_bar__plus_00_dot_01 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_32_bar__plus_01_dot_21_bar__plus_00_dot_01 Cabinet_bar__minus_02_dot_76_bar__plus_00_dot_42_bar__minus_00_dot_27)
        (objectAtLocation SprayBottle_bar__minus_02_dot_32_bar__plus_01_dot_21_bar__plus_00_dot_01 loc_bar__minus_7_bar_2_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_32_bar__plus_01_dot_21_bar__plus_00_dot_01)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
