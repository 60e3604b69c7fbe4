(define (problem plan_trial_T00000000_000002_000013)
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
        ButterKnifeType - otype
        ClothType - otype
        KnifeType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        Cloth_bar__minus_02_dot_71_bar__plus_00_dot_50_bar__plus_02_dot_91 - object
        Cloth_bar__plus_01_dot_19_bar__plus_01_dot_29_bar__minus_00_dot_47 - object
        Cloth_bar__minus_01_dot_80_bar__plus_00_dot_15_bar__plus_00_dot_85 - object
        SoapBottle_bar__minus_00_dot_87_bar__plus_01_dot_07_bar__plus_02_dot_16 - object
        SprayBottle_bar__minus_02_dot_48_bar__plus_01_dot_47_bar__plus_01_dot_04 - object
        ToiletPaper_bar__plus_00_dot_93_bar__plus_00_dot_45_bar__plus_02_dot_91 - object
        ToiletPaper_bar__plus_02_dot_16_bar__plus_00_dot_18_bar__minus_01_dot_22 - object
        Bathtub_bar__minus_01_dot_41_bar_00_dot_00_bar__plus_00_dot_56_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49 - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_11 - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14 - receptacle
        Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75 - receptacle
        CounterTop_bar__minus_01_dot_80_bar__plus_00_dot_75_bar__plus_03_dot_12 - receptacle
        Dresser_bar__plus_00_dot_21_bar__plus_00_dot_81_bar__plus_03_dot_77 - receptacle
        Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_03_dot_47_bar_SinkBasin - receptacle
        loc_bar_1_bar_13_bar_0_bar_30 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_3_bar_11_bar_3_bar_30 - location
        loc_bar__minus_3_bar_12_bar_3_bar_30 - location
        loc_bar__minus_3_bar_13_bar_3_bar_30 - location
        loc_bar__minus_3_bar_14_bar_3_bar_30 - location
        loc_bar__minus_4_bar_11_bar_3_bar_30 - location
        loc_bar__minus_4_bar_8_bar_0_bar_30 - location
        loc_bar__minus_5_bar_12_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_4_bar_8_bar_0_bar_30)
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
        (receptacleType Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_03_dot_47_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_83_bar__plus_00_dot_69_bar__plus_03_dot_47_bar_SinkBasin loc_bar__minus_5_bar_12_bar_3_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain CabinetType ClothType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DresserType ClothType)
        (canContain DresserType SprayBottleType)
        (canContain DresserType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType KnifeType)
        (objectType Cloth_bar__minus_02_dot_71_bar__plus_00_dot_50_bar__plus_02_dot_91 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_71_bar__plus_00_dot_50_bar__plus_02_dot_91 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14)
        (objectAtLocation Cloth_bar__minus_02_dot_71_bar__plus_00_dot_50_bar__plus_02_dot_91 loc_bar__minus_3_bar_11_bar_3_bar_30)
        (pickupable Cloth_bar__minus_02_dot_71_bar__plus_00_dot_50_bar__plus_02_dot_91)
        (cleanable Cloth_bar__minus_02_dot_71_bar__plus_00_dot_50_bar__plus_02_dot_91)
        (objectType Cloth_bar__plus_01_dot_19_bar__plus_01_dot_29_bar__minus_00_dot_47 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_19_bar__plus_01_dot_29_bar__minus_00_dot_47 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75)
        (objectAtLocation Cloth_bar__plus_01_dot_19_bar__plus_01_dot_29_bar__minus_00_dot_47 loc_bar__minus_3_bar_12_bar_3_bar_30)
        (pickupable Cloth_bar__plus_01_dot_19_bar__plus_01_dot_29_bar__minus_00_dot_47)
        (cleanable Cloth_bar__plus_01_dot_19_bar__plus_01_dot_29_bar__minus_00_dot_47)
        (objectType Cloth_bar__minus_01_dot_80_bar__plus_00_dot_15_bar__plus_00_dot_85 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_80_bar__plus_00_dot_15_bar__plus_00_dot_85 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14)
        (objectAtLocation Cloth_bar__minus_01_dot_80_bar__plus_00_dot_15_bar__plus_00_dot_85 loc_bar__minus_3_bar_11_bar_3_bar_30)
        (pickupable Cloth_bar__minus_01_dot_80_bar__plus_00_dot_15_bar__plus_00_dot_85)
        (cleanable Cloth_bar__minus_01_dot_80_bar__plus_00_dot_15_bar__plus_00_dot_85)
        (objectType SoapBottle_bar__minus_00_dot_87_bar__plus_01_dot_07_bar__plus_02_dot_16 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_87_bar__plus_01_dot_07_bar__plus_02_dot_16 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_02_dot_49)
        (objectAtLocation SoapBottle_bar__minus_00_dot_87_bar__plus_01_dot_07_bar__plus_02_dot_16 loc_bar__minus_3_bar_13_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_87_bar__plus_01_dot_07_bar__plus_02_dot_16)
        (objectType SprayBottle_bar__minus_02_dot_48_bar__plus_01_dot_47_bar__plus_01_dot_04 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_02_dot_48_bar__plus_01_dot_47_bar__plus_01_dot_04 Dresser_bar__plus_00_dot_21_bar__plus_00_dot_81_bar__plus_03_dot_77)
        (objectAtLocation SprayBottle_bar__minus_02_dot_48_bar__plus_01_dot_47_bar__plus_01_dot_04 loc_bar_1_bar_13_bar_0_bar_30)
        (pickupable SprayBottle_bar__minus_02_dot_48_bar__plus_01_dot_47_bar__plus_01_dot_04)
        (objectType ToiletPaper_bar__plus_00_dot_93_bar__plus_00_dot_45_bar__plus_02_dot_91 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_00_dot_93_bar__plus_00_dot_45_bar__plus_02_dot_91 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_14)
        (objectAtLocation ToiletPaper_bar__plus_00_dot_93_bar__plus_00_dot_45_bar__plus_02_dot_91 loc_bar__minus_3_bar_11_bar_3_bar_30)
        (pickupable ToiletPaper_bar__plus_00_dot_93_bar__plus_00_dot_45_bar__plus_02_dot_91)
        (objectType ToiletPaper_bar__plus_02_dot_16_bar__plus_00_dot_18_bar__minus_01_dot_22 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_02_dot_16_bar__plus_00_dot_18_bar__minus_01_dot_22 Cabinet_bar__minus_01_dot_61_bar__plus_00_dot_31_bar__plus_03_dot_75)
        (objectAtLocation ToiletPaper_bar__plus_02_dot_16_bar__plus_00_dot_18_bar__minus_01_dot_22 loc_bar__minus_3_bar_12_bar_3_bar_30)
        (pickupable ToiletPaper_bar__plus_02_dot_16_bar__plus_00_dot_18_bar__minus_01_dot_22)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r BathtubBasinType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
