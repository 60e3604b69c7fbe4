(define (problem plan_trial_T00000000_000001_000118)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CabinetType - rtype
        CounterTopType - rtype
        DresserType - rtype
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
        SprayBottleType - otype
        ToiletPaperType - otype
        Cloth_bar__plus_01_dot_81_bar__plus_01_dot_14_bar__minus_02_dot_50 - object
        HandTowel_bar__plus_00_dot_19_bar__plus_00_dot_39_bar__minus_02_dot_56 - object
        HandTowel_bar__plus_02_dot_97_bar__plus_01_dot_14_bar__minus_00_dot_68 - object
        Plunger_bar__minus_00_dot_93_bar__plus_00_dot_94_bar__minus_00_dot_25 - object
        SoapBar_bar__plus_00_dot_38_bar__plus_01_dot_46_bar__minus_00_dot_46 - object
        SoapBar_bar__minus_02_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_34 - object
        SoapBottle_bar__plus_02_dot_04_bar__plus_01_dot_15_bar__plus_01_dot_61 - object
        SprayBottle_bar__plus_01_dot_65_bar__plus_00_dot_58_bar__plus_00_dot_26 - object
        ToiletPaper_bar__plus_01_dot_68_bar__plus_00_dot_47_bar__plus_00_dot_80 - object
        ToiletPaper_bar__minus_00_dot_27_bar__plus_00_dot_33_bar__plus_00_dot_24 - object
        Bathtub_bar__minus_01_dot_41_bar_00_dot_00_bar__plus_00_dot_56_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49 - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14 - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75 - receptacle
        CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12 - receptacle
        Dresser_bar__plus_00_dot_21_bar__plus_00_dot_81_bar__plus_03_dot_77 - receptacle
        Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_02_dot_78_bar_SinkBasin - receptacle
        Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_03_dot_47_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_57_bar_00_dot_00_bar__plus_01_dot_82 - receptacle
        loc_bar_1_bar_13_bar_0_bar_30 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_2_bar_10_bar_3_bar_30 - location
        loc_bar__minus_3_bar_11_bar_3_bar_30 - location
        loc_bar__minus_3_bar_12_bar_3_bar_30 - location
        loc_bar__minus_3_bar_13_bar_3_bar_30 - location
        loc_bar__minus_3_bar_14_bar_3_bar_30 - location
        loc_bar__minus_4_bar_11_bar_3_bar_30 - location
        loc_bar__minus_5_bar_12_bar_3_bar_30 - location
        loc_bar__minus_5_bar_13_bar_3_bar_30 - location
        loc_bar__minus_7_bar_7_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_7_bar_7_bar_0_bar_30)
        (receptacleType Bathtub_bar__minus_01_dot_41_bar_00_dot_00_bar__plus_00_dot_56_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_01_dot_41_bar_00_dot_00_bar__plus_00_dot_56_bar_BathtubBasin loc_bar__minus_1_bar_4_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49 loc_bar__minus_3_bar_13_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49)
        (receptacleType Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11 loc_bar__minus_3_bar_14_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11)
        (receptacleType Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14 loc_bar__minus_3_bar_11_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14)
        (receptacleType Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75 loc_bar__minus_3_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75)
        (receptacleType CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (receptacleType Dresser_bar__plus_00_dot_21_bar__plus_00_dot_81_bar__plus_03_dot_77 DresserType)
        (receptacleAtLocation Dresser_bar__plus_00_dot_21_bar__plus_00_dot_81_bar__plus_03_dot_77 loc_bar_1_bar_13_bar_0_bar_30)
        (receptacleType Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_02_dot_78_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_02_dot_78_bar_SinkBasin loc_bar__minus_5_bar_13_bar_3_bar_30)
        (receptacleType Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_03_dot_47_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_03_dot_47_bar_SinkBasin loc_bar__minus_5_bar_12_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_57_bar_00_dot_00_bar__plus_01_dot_82 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_57_bar_00_dot_00_bar__plus_01_dot_82 loc_bar__minus_2_bar_10_bar_3_bar_30)
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
        (canContain DresserType ClothType)
        (canContain DresserType SprayBottleType)
        (canContain DresserType ToiletPaperType)
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
        (objectType Cloth_bar__plus_01_dot_81_bar__plus_01_dot_14_bar__minus_02_dot_50 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_81_bar__plus_01_dot_14_bar__minus_02_dot_50 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11)
        (objectAtLocation Cloth_bar__plus_01_dot_81_bar__plus_01_dot_14_bar__minus_02_dot_50 loc_bar__minus_3_bar_14_bar_3_bar_30)
        (pickupable Cloth_bar__plus_01_dot_81_bar__plus_01_dot_14_bar__minus_02_dot_50)
        (cleanable Cloth_bar__plus_01_dot_81_bar__plus_01_dot_14_bar__minus_02_dot_50)
        (objectType HandTowel_bar__plus_00_dot_19_bar__plus_00_dot_39_bar__minus_02_dot_56 HandTowelType)
        (inReceptacle HandTowel_bar__plus_00_dot_19_bar__plus_00_dot_39_bar__minus_02_dot_56 Toilet_bar__minus_01_dot_57_bar_00_dot_00_bar__plus_01_dot_82)
        (objectAtLocation HandTowel_bar__plus_00_dot_19_bar__plus_00_dot_39_bar__minus_02_dot_56 loc_bar__minus_2_bar_10_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_00_dot_19_bar__plus_00_dot_39_bar__minus_02_dot_56)
        (objectType HandTowel_bar__plus_02_dot_97_bar__plus_01_dot_14_bar__minus_00_dot_68 HandTowelType)
        (inReceptacle HandTowel_bar__plus_02_dot_97_bar__plus_01_dot_14_bar__minus_00_dot_68 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11)
        (objectAtLocation HandTowel_bar__plus_02_dot_97_bar__plus_01_dot_14_bar__minus_00_dot_68 loc_bar__minus_3_bar_14_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_02_dot_97_bar__plus_01_dot_14_bar__minus_00_dot_68)
        (objectType Plunger_bar__minus_00_dot_93_bar__plus_00_dot_94_bar__minus_00_dot_25 PlungerType)
        (inReceptacle Plunger_bar__minus_00_dot_93_bar__plus_00_dot_94_bar__minus_00_dot_25 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11)
        (objectAtLocation Plunger_bar__minus_00_dot_93_bar__plus_00_dot_94_bar__minus_00_dot_25 loc_bar__minus_3_bar_14_bar_3_bar_30)
        (pickupable Plunger_bar__minus_00_dot_93_bar__plus_00_dot_94_bar__minus_00_dot_25)
        (objectType SoapBar_bar__plus_00_dot_38_bar__plus_01_dot_46_bar__minus_00_dot_46 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_38_bar__plus_01_dot_46_bar__minus_00_dot_46 Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_03_dot_47_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__plus_00_dot_38_bar__plus_01_dot_46_bar__minus_00_dot_46 loc_bar__minus_5_bar_12_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_00_dot_38_bar__plus_01_dot_46_bar__minus_00_dot_46)
        (cleanable SoapBar_bar__plus_00_dot_38_bar__plus_01_dot_46_bar__minus_00_dot_46)
        (objectType SoapBar_bar__minus_02_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_34 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_34 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75)
        (objectAtLocation SoapBar_bar__minus_02_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_34 loc_bar__minus_3_bar_12_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_02_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_34)
        (cleanable SoapBar_bar__minus_02_dot_45_bar__plus_00_dot_44_bar__minus_00_dot_34)
        (objectType SoapBottle_bar__plus_02_dot_04_bar__plus_01_dot_15_bar__plus_01_dot_61 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_02_dot_04_bar__plus_01_dot_15_bar__plus_01_dot_61 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49)
        (objectAtLocation SoapBottle_bar__plus_02_dot_04_bar__plus_01_dot_15_bar__plus_01_dot_61 loc_bar__minus_3_bar_13_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_02_dot_04_bar__plus_01_dot_15_bar__plus_01_dot_61)
        (objectType SprayBottle_bar__plus_01_dot_65_bar__plus_00_dot_58_bar__plus_00_dot_26 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_01_dot_65_bar__plus_00_dot_58_bar__plus_00_dot_26 CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12)
        (objectAtLocation SprayBottle_bar__plus_01_dot_65_bar__plus_00_dot_58_bar__plus_00_dot_26 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_01_dot_65_bar__plus_00_dot_58_bar__plus_00_dot_26)
        (objectType ToiletPaper_bar__plus_01_dot_68_bar__plus_00_dot_47_bar__plus_00_dot_80 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_01_dot_68_bar__plus_00_dot_47_bar__plus_00_dot_80 Dresser_bar__plus_00_dot_21_bar__plus_00_dot_81_bar__plus_03_dot_77)
        (objectAtLocation ToiletPaper_bar__plus_01_dot_68_bar__plus_00_dot_47_bar__plus_00_dot_80 loc_bar_1_bar_13_bar_0_bar_30)
        (pickupable ToiletPaper_bar__plus_01_dot_68_bar__plus_00_dot_47_bar__plus_00_dot_80)
        (objectType ToiletPaper_bar__minus_00_dot_27_bar__plus_00_dot_33_bar__plus_00_dot_24 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_27_bar__plus_00_dot_33_bar__plus_00_dot_24 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_27_bar__plus_00_dot_33_bar__plus_00_dot_24 loc_bar__minus_3_bar_12_bar_3_bar_30)
        (pickupable ToiletPaper_bar__minus_00_dot_27_bar__plus_00_dot_33_bar__plus_00_dot_24)
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
