(define (problem plan_trial_T00000000_000001_000107)
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
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        SoapBar_bar__minus_01_dot_55_bar__plus_00_dot_95_bar__minus_02_dot_00 - object
        SoapBar_bar__plus_02_dot_34_bar__plus_00_dot_59_bar__minus_00_dot_64 - object
        Cloth_bar__plus_01_dot_01_bar__plus_01_dot_32_bar__plus_02_dot_46 - object
        HandTowel_bar__plus_01_dot_06_bar__plus_00_dot_18_bar__plus_02_dot_24 - object
        HandTowel_bar__minus_01_dot_60_bar__plus_00_dot_65_bar__plus_01_dot_57 - object
        Plunger_bar__plus_02_dot_62_bar__plus_00_dot_92_bar__minus_01_dot_98 - object
        Plunger_bar__plus_01_dot_02_bar__plus_01_dot_45_bar__minus_00_dot_88 - object
        SoapBottle_bar__minus_01_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_26 - object
        SprayBottle_bar__plus_02_dot_38_bar__plus_01_dot_30_bar__minus_02_dot_63 - object
        ToiletPaper_bar__minus_01_dot_37_bar__plus_01_dot_05_bar__minus_00_dot_13 - object
        Bathtub_bar__plus_00_dot_29_bar__plus_00_dot_29_bar__minus_00_dot_08_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42 - receptacle
        Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43 - receptacle
        CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_95_bar__plus_00_dot_69 - receptacle
        GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56 - receptacle
        Sink_bar__minus_01_dot_92_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_55 - receptacle
        loc_bar__minus_12_bar_6_bar_1_bar_30 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_7_bar_0_bar_0_bar_30 - location
        loc_bar__minus_8_bar_0_bar_0_bar_30 - location
        loc_bar__minus_8_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_9_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_9_bar__minus_2_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_12_bar_6_bar_1_bar_30)
        (receptacleType Bathtub_bar__plus_00_dot_29_bar__plus_00_dot_29_bar__minus_00_dot_08_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__plus_00_dot_29_bar__plus_00_dot_29_bar__minus_00_dot_08_bar_BathtubBasin loc_bar__minus_3_bar__minus_1_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43 loc_bar__minus_9_bar__minus_2_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42 loc_bar__minus_6_bar__minus_2_bar_0_bar_30)
        (openable Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42)
        (receptacleType Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (openable Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (receptacleType CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_95_bar__plus_00_dot_69 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_95_bar__plus_00_dot_69 loc_bar__minus_8_bar_0_bar_0_bar_30)
        (receptacleType GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56 loc_bar__minus_9_bar__minus_2_bar_2_bar_30)
        (receptacleType Sink_bar__minus_01_dot_92_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_92_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin loc_bar__minus_7_bar_0_bar_0_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_55 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_55 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
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
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__minus_01_dot_55_bar__plus_00_dot_95_bar__minus_02_dot_00 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_55_bar__plus_00_dot_95_bar__minus_02_dot_00 Sink_bar__minus_01_dot_92_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__minus_01_dot_55_bar__plus_00_dot_95_bar__minus_02_dot_00 loc_bar__minus_7_bar_0_bar_0_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_55_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (cleanable SoapBar_bar__minus_01_dot_55_bar__plus_00_dot_95_bar__minus_02_dot_00)
        (objectType SoapBar_bar__plus_02_dot_34_bar__plus_00_dot_59_bar__minus_00_dot_64 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_34_bar__plus_00_dot_59_bar__minus_00_dot_64 Toilet_bar__minus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_55)
        (objectAtLocation SoapBar_bar__plus_02_dot_34_bar__plus_00_dot_59_bar__minus_00_dot_64 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_34_bar__plus_00_dot_59_bar__minus_00_dot_64)
        (cleanable SoapBar_bar__plus_02_dot_34_bar__plus_00_dot_59_bar__minus_00_dot_64)
        (objectType Cloth_bar__plus_01_dot_01_bar__plus_01_dot_32_bar__plus_02_dot_46 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_01_bar__plus_01_dot_32_bar__plus_02_dot_46 Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42)
        (objectAtLocation Cloth_bar__plus_01_dot_01_bar__plus_01_dot_32_bar__plus_02_dot_46 loc_bar__minus_6_bar__minus_2_bar_0_bar_30)
        (pickupable Cloth_bar__plus_01_dot_01_bar__plus_01_dot_32_bar__plus_02_dot_46)
        (cleanable Cloth_bar__plus_01_dot_01_bar__plus_01_dot_32_bar__plus_02_dot_46)
        (objectType HandTowel_bar__plus_01_dot_06_bar__plus_00_dot_18_bar__plus_02_dot_24 HandTowelType)
        (inReceptacle HandTowel_bar__plus_01_dot_06_bar__plus_00_dot_18_bar__plus_02_dot_24 CounterTop_bar__minus_02_dot_30_bar__plus_00_dot_95_bar__plus_00_dot_69)
        (objectAtLocation HandTowel_bar__plus_01_dot_06_bar__plus_00_dot_18_bar__plus_02_dot_24 loc_bar__minus_8_bar_0_bar_0_bar_30)
        (pickupable HandTowel_bar__plus_01_dot_06_bar__plus_00_dot_18_bar__plus_02_dot_24)
        (objectType HandTowel_bar__minus_01_dot_60_bar__plus_00_dot_65_bar__plus_01_dot_57 HandTowelType)
        (inReceptacle HandTowel_bar__minus_01_dot_60_bar__plus_00_dot_65_bar__plus_01_dot_57 Bathtub_bar__plus_00_dot_29_bar__plus_00_dot_29_bar__minus_00_dot_08_bar_BathtubBasin)
        (objectAtLocation HandTowel_bar__minus_01_dot_60_bar__plus_00_dot_65_bar__plus_01_dot_57 loc_bar__minus_3_bar__minus_1_bar_1_bar_30)
        (pickupable HandTowel_bar__minus_01_dot_60_bar__plus_00_dot_65_bar__plus_01_dot_57)
        (objectType Plunger_bar__plus_02_dot_62_bar__plus_00_dot_92_bar__minus_01_dot_98 PlungerType)
        (inReceptacle Plunger_bar__plus_02_dot_62_bar__plus_00_dot_92_bar__minus_01_dot_98 Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (objectAtLocation Plunger_bar__plus_02_dot_62_bar__plus_00_dot_92_bar__minus_01_dot_98 loc_bar__minus_9_bar__minus_2_bar_0_bar_30)
        (pickupable Plunger_bar__plus_02_dot_62_bar__plus_00_dot_92_bar__minus_01_dot_98)
        (objectType Plunger_bar__plus_01_dot_02_bar__plus_01_dot_45_bar__minus_00_dot_88 PlungerType)
        (inReceptacle Plunger_bar__plus_01_dot_02_bar__plus_01_dot_45_bar__minus_00_dot_88 Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42)
        (objectAtLocation Plunger_bar__plus_01_dot_02_bar__plus_01_dot_45_bar__minus_00_dot_88 loc_bar__minus_6_bar__minus_2_bar_0_bar_30)
        (pickupable Plunger_bar__plus_01_dot_02_bar__plus_01_dot_45_bar__minus_00_dot_88)
        (objectType SoapBottle_bar__minus_01_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_26 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_01_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_26 GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56)
        (objectAtLocation SoapBottle_bar__minus_01_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_26 loc_bar__minus_9_bar__minus_2_bar_2_bar_30)
        (pickupable SoapBottle_bar__minus_01_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_26)
        (objectType SprayBottle_bar__plus_02_dot_38_bar__plus_01_dot_30_bar__minus_02_dot_63 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_02_dot_38_bar__plus_01_dot_30_bar__minus_02_dot_63 GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56)
        (objectAtLocation SprayBottle_bar__plus_02_dot_38_bar__plus_01_dot_30_bar__minus_02_dot_63 loc_bar__minus_9_bar__minus_2_bar_2_bar_30)
        (pickupable SprayBottle_bar__plus_02_dot_38_bar__plus_01_dot_30_bar__minus_02_dot_63)
        (objectType ToiletPaper_bar__minus_01_dot_37_bar__plus_01_dot_05_bar__minus_00_dot_13 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_37_bar__plus_01_dot_05_bar__minus_00_dot_13 Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_37_bar__plus_01_dot_05_bar__minus_00_dot_13 loc_bar__minus_9_bar__minus_2_bar_0_bar_30)
        (pickupable ToiletPaper_bar__minus_01_dot_37_bar__plus_01_dot_05_bar__minus_00_dot_13)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r BathtubBasinType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
