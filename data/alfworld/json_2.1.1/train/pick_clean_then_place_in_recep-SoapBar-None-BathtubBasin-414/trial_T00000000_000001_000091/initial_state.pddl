(define (problem plan_trial_T00000000_000001_000091)
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
        ClothType - otype
        DishSpongeType - otype
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        SoapBottleType - otype
        ToiletPaperType - otype
        SoapBar_bar__minus_00_dot_19_bar__plus_00_dot_94_bar__plus_01_dot_75 - object
        SoapBar_bar__plus_02_dot_77_bar__plus_01_dot_06_bar__plus_01_dot_56 - object
        Cloth_bar__minus_02_dot_28_bar__plus_01_dot_37_bar__plus_02_dot_40 - object
        Cloth_bar__minus_02_dot_60_bar__plus_00_dot_05_bar__minus_00_dot_36 - object
        DishSponge_bar__plus_01_dot_83_bar__plus_00_dot_19_bar__plus_01_dot_49 - object
        DishSponge_bar__plus_01_dot_62_bar__plus_01_dot_14_bar__minus_00_dot_48 - object
        HandTowel_bar__plus_00_dot_28_bar__plus_01_dot_48_bar__plus_00_dot_46 - object
        HandTowel_bar__plus_02_dot_88_bar__plus_00_dot_69_bar__minus_01_dot_00 - object
        Plunger_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__minus_01_dot_37 - object
        Plunger_bar__minus_02_dot_21_bar__plus_01_dot_16_bar__plus_01_dot_54 - object
        SoapBottle_bar__plus_01_dot_88_bar__plus_00_dot_16_bar__minus_00_dot_34 - object
        SoapBottle_bar__plus_02_dot_73_bar__plus_01_dot_14_bar__minus_00_dot_91 - object
        ToiletPaper_bar__plus_01_dot_03_bar__plus_00_dot_22_bar__plus_02_dot_50 - object
        Bathtub_bar__minus_00_dot_44_bar__plus_00_dot_18_bar__plus_01_dot_58_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_04 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_02_dot_91 - receptacle
        Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91 - receptacle
        CounterTop_bar__minus_02_dot_69_bar__plus_00_dot_97_bar__plus_02_dot_26 - receptacle
        Sink_bar__minus_02_dot_72_bar__plus_00_dot_86_bar__plus_02_dot_23_bar_SinkBasin - receptacle
        loc_bar_4_bar_1_bar_1_bar_30 - location
        loc_bar__minus_4_bar_11_bar_2_bar_30 - location
        loc_bar__minus_6_bar_11_bar_3_bar_30 - location
        loc_bar__minus_6_bar_7_bar_3_bar_30 - location
        loc_bar__minus_6_bar_9_bar_3_bar_30 - location
        loc_bar__minus_7_bar_12_bar_3_bar_30 - location
        loc_bar__minus_7_bar_12_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar_10_bar_3_bar_30 - location
        loc_bar__minus_8_bar_9_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_4_bar_1_bar_1_bar_30)
        (receptacleType Bathtub_bar__minus_00_dot_44_bar__plus_00_dot_18_bar__plus_01_dot_58_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_00_dot_44_bar__plus_00_dot_18_bar__plus_01_dot_58_bar_BathtubBasin loc_bar__minus_4_bar_11_bar_2_bar_30)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_04 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_04 loc_bar__minus_6_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_04)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91 loc_bar__minus_6_bar_11_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_91)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_02_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_02_dot_91 loc_bar__minus_7_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_02_dot_91)
        (receptacleType Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91 loc_bar__minus_7_bar_12_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_41_bar__plus_02_dot_02_bar__plus_02_dot_91)
        (receptacleType CounterTop_bar__minus_02_dot_69_bar__plus_00_dot_97_bar__plus_02_dot_26 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_69_bar__plus_00_dot_97_bar__plus_02_dot_26 loc_bar__minus_8_bar_10_bar_3_bar_30)
        (receptacleType Sink_bar__minus_02_dot_72_bar__plus_00_dot_86_bar__plus_02_dot_23_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_72_bar__plus_00_dot_86_bar__plus_02_dot_23_bar_SinkBasin loc_bar__minus_8_bar_9_bar_3_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType DishSpongeType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType ClothType)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (objectType SoapBar_bar__minus_00_dot_19_bar__plus_00_dot_94_bar__plus_01_dot_75 SoapBarType)
        (inReceptacle SoapBar_bar__minus_00_dot_19_bar__plus_00_dot_94_bar__plus_01_dot_75 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_04)
        (objectAtLocation SoapBar_bar__minus_00_dot_19_bar__plus_00_dot_94_bar__plus_01_dot_75 loc_bar__minus_6_bar_7_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_00_dot_19_bar__plus_00_dot_94_bar__plus_01_dot_75)
        (cleanable SoapBar_bar__minus_00_dot_19_bar__plus_00_dot_94_bar__plus_01_dot_75)
        (objectType SoapBar_bar__plus_02_dot_77_bar__plus_01_dot_06_bar__plus_01_dot_56 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_77_bar__plus_01_dot_06_bar__plus_01_dot_56 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_04)
        (objectAtLocation SoapBar_bar__plus_02_dot_77_bar__plus_01_dot_06_bar__plus_01_dot_56 loc_bar__minus_6_bar_7_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_77_bar__plus_01_dot_06_bar__plus_01_dot_56)
        (cleanable SoapBar_bar__plus_02_dot_77_bar__plus_01_dot_06_bar__plus_01_dot_56)
        (objectType Cloth_bar__minus_02_dot_28_bar__plus_01_dot_37_bar__plus_02_dot_40 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_28_bar__plus_01_dot_37_bar__plus_02_dot_40 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59)
        (objectAtLocation Cloth_bar__minus_02_dot_28_bar__plus_01_dot_37_bar__plus_02_dot_40 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (pickupable Cloth_bar__minus_02_dot_28_bar__plus_01_dot_37_bar__plus_02_dot_40)
        (cleanable Cloth_bar__minus_02_dot_28_bar__plus_01_dot_37_bar__plus_02_dot_40)
        (objectType Cloth_bar__minus_02_dot_60_bar__plus_00_dot_05_bar__minus_00_dot_36 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_60_bar__plus_00_dot_05_bar__minus_00_dot_36 CounterTop_bar__minus_02_dot_69_bar__plus_00_dot_97_bar__plus_02_dot_26)
        (objectAtLocation Cloth_bar__minus_02_dot_60_bar__plus_00_dot_05_bar__minus_00_dot_36 loc_bar__minus_8_bar_10_bar_3_bar_30)
        (pickupable Cloth_bar__minus_02_dot_60_bar__plus_00_dot_05_bar__minus_00_dot_36)
        (cleanable Cloth_bar__minus_02_dot_60_bar__plus_00_dot_05_bar__minus_00_dot_36)
        (objectType DishSponge_bar__plus_01_dot_83_bar__plus_00_dot_19_bar__plus_01_dot_49 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_83_bar__plus_00_dot_19_bar__plus_01_dot_49 Sink_bar__minus_02_dot_72_bar__plus_00_dot_86_bar__plus_02_dot_23_bar_SinkBasin)
        (objectAtLocation DishSponge_bar__plus_01_dot_83_bar__plus_00_dot_19_bar__plus_01_dot_49 loc_bar__minus_8_bar_9_bar_3_bar_30)
        (pickupable DishSponge_bar__plus_01_dot_83_bar__plus_00_dot_19_bar__plus_01_dot_49)
        (cleanable DishSponge_bar__plus_01_dot_83_bar__plus_00_dot_19_bar__plus_01_dot_49)
        (objectType DishSponge_bar__plus_01_dot_62_bar__plus_01_dot_14_bar__minus_00_dot_48 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_62_bar__plus_01_dot_14_bar__minus_00_dot_48 Sink_bar__minus_02_dot_72_bar__plus_00_dot_86_bar__plus_02_dot_23_bar_SinkBasin)
        (objectAtLocation DishSponge_bar__plus_01_dot_62_bar__plus_01_dot_14_bar__minus_00_dot_48 loc_bar__minus_8_bar_9_bar_3_bar_30)
        (pickupable DishSponge_bar__plus_01_dot_62_bar__plus_01_dot_14_bar__minus_00_dot_48)
        (cleanable DishSponge_bar__plus_01_dot_62_bar__plus_01_dot_14_bar__minus_00_dot_48)
        (objectType HandTowel_bar__plus_00_dot_28_bar__plus_01_dot_48_bar__plus_00_dot_46 HandTowelType)
        (inReceptacle HandTowel_bar__plus_00_dot_28_bar__plus_01_dot_48_bar__plus_00_dot_46 Cabinet_bar__minus_02_dot_41_bar__plus_01_dot_26_bar__plus_02_dot_91)
        (objectAtLocation HandTowel_bar__plus_00_dot_28_bar__plus_01_dot_48_bar__plus_00_dot_46 loc_bar__minus_7_bar_12_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_00_dot_28_bar__plus_01_dot_48_bar__plus_00_dot_46)
        (objectType HandTowel_bar__plus_02_dot_88_bar__plus_00_dot_69_bar__minus_01_dot_00 HandTowelType)
        (inReceptacle HandTowel_bar__plus_02_dot_88_bar__plus_00_dot_69_bar__minus_01_dot_00 Bathtub_bar__minus_00_dot_44_bar__plus_00_dot_18_bar__plus_01_dot_58_bar_BathtubBasin)
        (objectAtLocation HandTowel_bar__plus_02_dot_88_bar__plus_00_dot_69_bar__minus_01_dot_00 loc_bar__minus_4_bar_11_bar_2_bar_30)
        (pickupable HandTowel_bar__plus_02_dot_88_bar__plus_00_dot_69_bar__minus_01_dot_00)
        (objectType Plunger_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__minus_01_dot_37 PlungerType)
        (inReceptacle Plunger_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__minus_01_dot_37 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_02_dot_04)
        (objectAtLocation Plunger_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__minus_01_dot_37 loc_bar__minus_6_bar_7_bar_3_bar_30)
        (pickupable Plunger_bar__plus_00_dot_99_bar__plus_00_dot_24_bar__minus_01_dot_37)
        (objectType Plunger_bar__minus_02_dot_21_bar__plus_01_dot_16_bar__plus_01_dot_54 PlungerType)
        (inReceptacle Plunger_bar__minus_02_dot_21_bar__plus_01_dot_16_bar__plus_01_dot_54 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59)
        (objectAtLocation Plunger_bar__minus_02_dot_21_bar__plus_01_dot_16_bar__plus_01_dot_54 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (pickupable Plunger_bar__minus_02_dot_21_bar__plus_01_dot_16_bar__plus_01_dot_54)
        (objectType SoapBottle_bar__plus_01_dot_88_bar__plus_00_dot_16_bar__minus_00_dot_34 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_88_bar__plus_00_dot_16_bar__minus_00_dot_34 CounterTop_bar__minus_02_dot_69_bar__plus_00_dot_97_bar__plus_02_dot_26)
        (objectAtLocation SoapBottle_bar__plus_01_dot_88_bar__plus_00_dot_16_bar__minus_00_dot_34 loc_bar__minus_8_bar_10_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_88_bar__plus_00_dot_16_bar__minus_00_dot_34)
        (objectType SoapBottle_bar__plus_02_dot_73_bar__plus_01_dot_14_bar__minus_00_dot_91 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_73_bar__plus_01_dot_14_bar__minus_00_dot_91 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59)
        (objectAtLocation SoapBottle_bar__plus_02_dot_73_bar__plus_01_dot_14_bar__minus_00_dot_91 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_73_bar__plus_01_dot_14_bar__minus_00_dot_91)
        (objectType ToiletPaper_bar__plus_01_dot_03_bar__plus_00_dot_22_bar__plus_02_dot_50 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_01_dot_03_bar__plus_00_dot_22_bar__plus_02_dot_50 Cabinet_bar__minus_02_dot_41_bar__plus_00_dot_37_bar__plus_01_dot_59)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_03_bar__plus_00_dot_22_bar__plus_02_dot_50 loc_bar__minus_6_bar_9_bar_3_bar_30)
        (pickupable ToiletPaper_bar__plus_01_dot_03_bar__plus_00_dot_22_bar__plus_02_dot_50)
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
