(define (problem plan_trial_T00000000_000001_000154)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        PlateType - otype
        SpatulaType - otype
        SprayBottleType - otype
        Plate_bar__minus_02_dot_03_bar__plus_01_dot_02_bar__minus_00_dot_68 - object
        Plate_bar__minus_01_dot_52_bar__plus_01_dot_18_bar__minus_01_dot_95 - object
        Apple_bar__minus_01_dot_01_bar__plus_00_dot_73_bar__plus_01_dot_95 - object
        Cup_bar__plus_00_dot_82_bar__plus_00_dot_25_bar__plus_01_dot_28 - object
        Cup_bar__plus_02_dot_18_bar__plus_00_dot_58_bar__minus_00_dot_17 - object
        Spatula_bar__plus_02_dot_64_bar__plus_00_dot_34_bar__plus_01_dot_22 - object
        Spatula_bar__minus_00_dot_53_bar__plus_00_dot_15_bar__minus_01_dot_28 - object
        SprayBottle_bar__plus_01_dot_27_bar__plus_00_dot_41_bar__minus_01_dot_14 - object
        Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 - receptacle
        Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65 - receptacle
        Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_58 - receptacle
        Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 - receptacle
        Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 - receptacle
        Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 - receptacle
        CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 - receptacle
        CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 - receptacle
        DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 - receptacle
        DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 - receptacle
        Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 - receptacle
        GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 - receptacle
        Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 - receptacle
        Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin - receptacle
        loc_bar_0_bar_10_bar_3_bar_30 - location
        loc_bar_0_bar_2_bar_1_bar_30 - location
        loc_bar_0_bar_3_bar_3_bar_30 - location
        loc_bar_1_bar_0_bar_2_bar_30 - location
        loc_bar_1_bar_2_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_1_bar_30 - location
        loc_bar_2_bar_0_bar_2_bar__minus_30 - location
        loc_bar_2_bar_10_bar_1_bar_30 - location
        loc_bar_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_2_bar_0_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_3_bar__minus_30 - location
        loc_bar__minus_3_bar_3_bar_0_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_3_bar_3_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 loc_bar__minus_1_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35)
        (receptacleType Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65 loc_bar_2_bar_0_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65)
        (receptacleType Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_58 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_58 loc_bar_0_bar_2_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_58)
        (receptacleType Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 loc_bar_1_bar_2_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18)
        (receptacleType Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 loc_bar_0_bar_3_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 loc_bar__minus_2_bar_0_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38)
        (receptacleType CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 loc_bar_2_bar_1_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (receptacleType DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 loc_bar_2_bar_10_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 loc_bar_0_bar_10_bar_3_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (receptacleType GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__plus_01_dot_30_bar__plus_00_dot_01_bar__plus_01_dot_47 loc_bar_1_bar_6_bar_1_bar_30)
        (receptacleType Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (openable Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05)
        (receptacleType Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin loc_bar_1_bar_0_bar_2_bar_30)
        (canContain CabinetType CupType)
        (canContain CabinetType PlateType)
        (canContain CabinetType SprayBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpatulaType)
        (canContain CounterTopType SprayBottleType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SpatulaType)
        (canContain DiningTableType SprayBottleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType CupType)
        (canContain FridgeType PlateType)
        (canContain GarbageCanType AppleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PlateType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpatulaType)
        (objectType Plate_bar__minus_02_dot_03_bar__plus_01_dot_02_bar__minus_00_dot_68 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_03_bar__plus_01_dot_02_bar__minus_00_dot_68 Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65)
        (objectAtLocation Plate_bar__minus_02_dot_03_bar__plus_01_dot_02_bar__minus_00_dot_68 loc_bar_2_bar_0_bar_2_bar__minus_30)
        (pickupable Plate_bar__minus_02_dot_03_bar__plus_01_dot_02_bar__minus_00_dot_68)
        (cleanable Plate_bar__minus_02_dot_03_bar__plus_01_dot_02_bar__minus_00_dot_68)
        (heatable Plate_bar__minus_02_dot_03_bar__plus_01_dot_02_bar__minus_00_dot_68)
        (coolable Plate_bar__minus_02_dot_03_bar__plus_01_dot_02_bar__minus_00_dot_68)
        (isReceptacleObject Plate_bar__minus_02_dot_03_bar__plus_01_dot_02_bar__minus_00_dot_68)
        (objectType Plate_bar__minus_01_dot_52_bar__plus_01_dot_18_bar__minus_01_dot_95 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_52_bar__plus_01_dot_18_bar__minus_01_dot_95 Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_58)
        (objectAtLocation Plate_bar__minus_01_dot_52_bar__plus_01_dot_18_bar__minus_01_dot_95 loc_bar_0_bar_2_bar_1_bar_30)
        (pickupable Plate_bar__minus_01_dot_52_bar__plus_01_dot_18_bar__minus_01_dot_95)
        (cleanable Plate_bar__minus_01_dot_52_bar__plus_01_dot_18_bar__minus_01_dot_95)
        (heatable Plate_bar__minus_01_dot_52_bar__plus_01_dot_18_bar__minus_01_dot_95)
        (coolable Plate_bar__minus_01_dot_52_bar__plus_01_dot_18_bar__minus_01_dot_95)
        (isReceptacleObject Plate_bar__minus_01_dot_52_bar__plus_01_dot_18_bar__minus_01_dot_95)
        (objectType Apple_bar__minus_01_dot_01_bar__plus_00_dot_73_bar__plus_01_dot_95 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_01_bar__plus_00_dot_73_bar__plus_01_dot_95 DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46)
        (objectAtLocation Apple_bar__minus_01_dot_01_bar__plus_00_dot_73_bar__plus_01_dot_95 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable Apple_bar__minus_01_dot_01_bar__plus_00_dot_73_bar__plus_01_dot_95)
        (cleanable Apple_bar__minus_01_dot_01_bar__plus_00_dot_73_bar__plus_01_dot_95)
        (heatable Apple_bar__minus_01_dot_01_bar__plus_00_dot_73_bar__plus_01_dot_95)
        (coolable Apple_bar__minus_01_dot_01_bar__plus_00_dot_73_bar__plus_01_dot_95)
        (sliceable Apple_bar__minus_01_dot_01_bar__plus_00_dot_73_bar__plus_01_dot_95)
        (objectType Cup_bar__plus_00_dot_82_bar__plus_00_dot_25_bar__plus_01_dot_28 CupType)
        (inReceptacle Cup_bar__plus_00_dot_82_bar__plus_00_dot_25_bar__plus_01_dot_28 DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46)
        (objectAtLocation Cup_bar__plus_00_dot_82_bar__plus_00_dot_25_bar__plus_01_dot_28 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable Cup_bar__plus_00_dot_82_bar__plus_00_dot_25_bar__plus_01_dot_28)
        (cleanable Cup_bar__plus_00_dot_82_bar__plus_00_dot_25_bar__plus_01_dot_28)
        (heatable Cup_bar__plus_00_dot_82_bar__plus_00_dot_25_bar__plus_01_dot_28)
        (coolable Cup_bar__plus_00_dot_82_bar__plus_00_dot_25_bar__plus_01_dot_28)
        (isReceptacleObject Cup_bar__plus_00_dot_82_bar__plus_00_dot_25_bar__plus_01_dot_28)
        (objectType Cup_bar__plus_02_dot_18_bar__plus_00_dot_58_bar__minus_00_dot_17 CupType)
        (inReceptacle Cup_bar__plus_02_dot_18_bar__plus_00_dot_58_bar__minus_00_dot_17 Cabinet_bar__plus_00_dot_59_bar__plus_02_dot_31_bar__minus_00_dot_65)
        (objectAtLocation Cup_bar__plus_02_dot_18_bar__plus_00_dot_58_bar__minus_00_dot_17 loc_bar_2_bar_0_bar_2_bar__minus_30)
        (pickupable Cup_bar__plus_02_dot_18_bar__plus_00_dot_58_bar__minus_00_dot_17)
        (cleanable Cup_bar__plus_02_dot_18_bar__plus_00_dot_58_bar__minus_00_dot_17)
        (heatable Cup_bar__plus_02_dot_18_bar__plus_00_dot_58_bar__minus_00_dot_17)
        (coolable Cup_bar__plus_02_dot_18_bar__plus_00_dot_58_bar__minus_00_dot_17)
        (isReceptacleObject Cup_bar__plus_02_dot_18_bar__plus_00_dot_58_bar__minus_00_dot_17)
        (objectType Spatula_bar__plus_02_dot_64_bar__plus_00_dot_34_bar__plus_01_dot_22 SpatulaType)
        (inReceptacle Spatula_bar__plus_02_dot_64_bar__plus_00_dot_34_bar__plus_01_dot_22 CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67)
        (objectAtLocation Spatula_bar__plus_02_dot_64_bar__plus_00_dot_34_bar__plus_01_dot_22 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (pickupable Spatula_bar__plus_02_dot_64_bar__plus_00_dot_34_bar__plus_01_dot_22)
        (cleanable Spatula_bar__plus_02_dot_64_bar__plus_00_dot_34_bar__plus_01_dot_22)
        (objectType Spatula_bar__minus_00_dot_53_bar__plus_00_dot_15_bar__minus_01_dot_28 SpatulaType)
        (inReceptacle Spatula_bar__minus_00_dot_53_bar__plus_00_dot_15_bar__minus_01_dot_28 DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48)
        (objectAtLocation Spatula_bar__minus_00_dot_53_bar__plus_00_dot_15_bar__minus_01_dot_28 loc_bar_2_bar_10_bar_1_bar_30)
        (pickupable Spatula_bar__minus_00_dot_53_bar__plus_00_dot_15_bar__minus_01_dot_28)
        (cleanable Spatula_bar__minus_00_dot_53_bar__plus_00_dot_15_bar__minus_01_dot_28)
        (objectType SprayBottle_bar__plus_01_dot_27_bar__plus_00_dot_41_bar__minus_01_dot_14 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_01_dot_27_bar__plus_00_dot_41_bar__minus_01_dot_14 DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46)
        (objectAtLocation SprayBottle_bar__plus_01_dot_27_bar__plus_00_dot_41_bar__minus_01_dot_14 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_01_dot_27_bar__plus_00_dot_41_bar__minus_01_dot_14)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o PlateType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
