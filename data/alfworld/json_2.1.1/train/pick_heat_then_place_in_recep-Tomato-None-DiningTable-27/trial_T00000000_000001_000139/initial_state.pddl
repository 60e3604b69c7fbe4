(define (problem plan_trial_T00000000_000001_000139)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        DiningTableType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        CupType - otype
        KnifeType - otype
        PepperShakerType - otype
        PlateType - otype
        SpoonType - otype
        TomatoType - otype
        Tomato_bar__plus_02_dot_00_bar__plus_00_dot_26_bar__plus_01_dot_16 - object
        Tomato_bar__plus_02_dot_00_bar__plus_00_dot_60_bar__minus_02_dot_36 - object
        Tomato_bar__minus_01_dot_08_bar__plus_00_dot_23_bar__plus_02_dot_48 - object
        Apple_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_02_dot_60 - object
        Apple_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__plus_00_dot_61 - object
        Cup_bar__plus_02_dot_89_bar__plus_00_dot_89_bar__plus_01_dot_31 - object
        Cup_bar__plus_00_dot_67_bar__plus_00_dot_51_bar__plus_01_dot_88 - object
        PepperShaker_bar__minus_00_dot_91_bar__plus_00_dot_49_bar__plus_02_dot_02 - object
        PepperShaker_bar__plus_02_dot_45_bar__plus_01_dot_38_bar__plus_00_dot_06 - object
        Plate_bar__minus_02_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_46 - object
        Plate_bar__minus_01_dot_81_bar__plus_00_dot_67_bar__plus_01_dot_11 - object
        Spoon_bar__minus_01_dot_42_bar__plus_01_dot_14_bar__plus_00_dot_22 - object
        Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 - receptacle
        Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 - receptacle
        CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 - receptacle
        DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 - receptacle
        Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 - receptacle
        loc_bar_2_bar_3_bar_3_bar_30 - location
        loc_bar_2_bar_8_bar_3_bar_30 - location
        loc_bar_3_bar_6_bar_0_bar_30 - location
        loc_bar_4_bar_7_bar_3_bar_30 - location
        loc_bar_5_bar_2_bar_1_bar_0 - location
        loc_bar_5_bar_7_bar_1_bar_30 - location
        loc_bar__minus_11_bar_11_bar_1_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar_11_bar_1_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77 loc_bar_4_bar_7_bar_3_bar_30)
        (openable Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77)
        (receptacleType Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar_3_bar_6_bar_0_bar_30)
        (openable Cabinet_bar__plus_01_dot_51_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87 loc_bar_5_bar_2_bar_1_bar_0)
        (openable Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87)
        (receptacleType CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67 loc_bar_5_bar_7_bar_1_bar_30)
        (receptacleType DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 DiningTableType)
        (receptacleAtLocation DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88 loc_bar_2_bar_3_bar_3_bar_30)
        (receptacleType Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08 loc_bar_2_bar_8_bar_3_bar_30)
        (openable Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (canContain CabinetType CupType)
        (canContain CabinetType PepperShakerType)
        (canContain CabinetType PlateType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PepperShakerType)
        (canContain CounterTopType PlateType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType TomatoType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType PepperShakerType)
        (canContain DiningTableType PlateType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType TomatoType)
        (canContain FridgeType AppleType)
        (canContain FridgeType CupType)
        (canContain FridgeType PlateType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType PlateType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PlateType)
        (canContain SinkBasinType SpoonType)
        (canContain SinkBasinType TomatoType)
        (objectType Tomato_bar__plus_02_dot_00_bar__plus_00_dot_26_bar__plus_01_dot_16 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_00_bar__plus_00_dot_26_bar__plus_01_dot_16 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Tomato_bar__plus_02_dot_00_bar__plus_00_dot_26_bar__plus_01_dot_16 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Tomato_bar__plus_02_dot_00_bar__plus_00_dot_26_bar__plus_01_dot_16)
        (cleanable Tomato_bar__plus_02_dot_00_bar__plus_00_dot_26_bar__plus_01_dot_16)
        (heatable Tomato_bar__plus_02_dot_00_bar__plus_00_dot_26_bar__plus_01_dot_16)
        (coolable Tomato_bar__plus_02_dot_00_bar__plus_00_dot_26_bar__plus_01_dot_16)
        (sliceable Tomato_bar__plus_02_dot_00_bar__plus_00_dot_26_bar__plus_01_dot_16)
        (objectType Tomato_bar__plus_02_dot_00_bar__plus_00_dot_60_bar__minus_02_dot_36 TomatoType)
        (inReceptacle Tomato_bar__plus_02_dot_00_bar__plus_00_dot_60_bar__minus_02_dot_36 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Tomato_bar__plus_02_dot_00_bar__plus_00_dot_60_bar__minus_02_dot_36 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Tomato_bar__plus_02_dot_00_bar__plus_00_dot_60_bar__minus_02_dot_36)
        (cleanable Tomato_bar__plus_02_dot_00_bar__plus_00_dot_60_bar__minus_02_dot_36)
        (heatable Tomato_bar__plus_02_dot_00_bar__plus_00_dot_60_bar__minus_02_dot_36)
        (coolable Tomato_bar__plus_02_dot_00_bar__plus_00_dot_60_bar__minus_02_dot_36)
        (sliceable Tomato_bar__plus_02_dot_00_bar__plus_00_dot_60_bar__minus_02_dot_36)
        (objectType Tomato_bar__minus_01_dot_08_bar__plus_00_dot_23_bar__plus_02_dot_48 TomatoType)
        (inReceptacle Tomato_bar__minus_01_dot_08_bar__plus_00_dot_23_bar__plus_02_dot_48 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Tomato_bar__minus_01_dot_08_bar__plus_00_dot_23_bar__plus_02_dot_48 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Tomato_bar__minus_01_dot_08_bar__plus_00_dot_23_bar__plus_02_dot_48)
        (cleanable Tomato_bar__minus_01_dot_08_bar__plus_00_dot_23_bar__plus_02_dot_48)
        (heatable Tomato_bar__minus_01_dot_08_bar__plus_00_dot_23_bar__plus_02_dot_48)
        (coolable Tomato_bar__minus_01_dot_08_bar__plus_00_dot_23_bar__plus_02_dot_48)
        (sliceable Tomato_bar__minus_01_dot_08_bar__plus_00_dot_23_bar__plus_02_dot_48)
        (objectType Apple_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_02_dot_60 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_02_dot_60 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation Apple_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_02_dot_60 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Apple_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_02_dot_60)
        (cleanable Apple_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_02_dot_60)
        (heatable Apple_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_02_dot_60)
        (coolable Apple_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_02_dot_60)
        (sliceable Apple_bar__minus_01_dot_99_bar__plus_00_dot_04_bar__minus_02_dot_60)
        (objectType Apple_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__plus_00_dot_61 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__plus_00_dot_61 CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67)
        (objectAtLocation Apple_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__plus_00_dot_61 loc_bar_5_bar_7_bar_1_bar_30)
        (pickupable Apple_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__plus_00_dot_61)
        (cleanable Apple_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__plus_00_dot_61)
        (heatable Apple_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__plus_00_dot_61)
        (coolable Apple_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__plus_00_dot_61)
        (sliceable Apple_bar__minus_02_dot_00_bar__plus_00_dot_43_bar__plus_00_dot_61)
        (objectType Cup_bar__plus_02_dot_89_bar__plus_00_dot_89_bar__plus_01_dot_31 CupType)
        (inReceptacle Cup_bar__plus_02_dot_89_bar__plus_00_dot_89_bar__plus_01_dot_31 Microwave_bar__minus_00_dot_31_bar__plus_00_dot_93_bar__plus_02_dot_08)
        (objectAtLocation Cup_bar__plus_02_dot_89_bar__plus_00_dot_89_bar__plus_01_dot_31 loc_bar_2_bar_8_bar_3_bar_30)
        (pickupable Cup_bar__plus_02_dot_89_bar__plus_00_dot_89_bar__plus_01_dot_31)
        (cleanable Cup_bar__plus_02_dot_89_bar__plus_00_dot_89_bar__plus_01_dot_31)
        (heatable Cup_bar__plus_02_dot_89_bar__plus_00_dot_89_bar__plus_01_dot_31)
        (coolable Cup_bar__plus_02_dot_89_bar__plus_00_dot_89_bar__plus_01_dot_31)
        (isReceptacleObject Cup_bar__plus_02_dot_89_bar__plus_00_dot_89_bar__plus_01_dot_31)
        (objectType Cup_bar__plus_00_dot_67_bar__plus_00_dot_51_bar__plus_01_dot_88 CupType)
        (inReceptacle Cup_bar__plus_00_dot_67_bar__plus_00_dot_51_bar__plus_01_dot_88 Cabinet_bar__plus_00_dot_13_bar__plus_00_dot_39_bar__plus_01_dot_77)
        (objectAtLocation Cup_bar__plus_00_dot_67_bar__plus_00_dot_51_bar__plus_01_dot_88 loc_bar_4_bar_7_bar_3_bar_30)
        (pickupable Cup_bar__plus_00_dot_67_bar__plus_00_dot_51_bar__plus_01_dot_88)
        (cleanable Cup_bar__plus_00_dot_67_bar__plus_00_dot_51_bar__plus_01_dot_88)
        (heatable Cup_bar__plus_00_dot_67_bar__plus_00_dot_51_bar__plus_01_dot_88)
        (coolable Cup_bar__plus_00_dot_67_bar__plus_00_dot_51_bar__plus_01_dot_88)
        (isReceptacleObject Cup_bar__plus_00_dot_67_bar__plus_00_dot_51_bar__plus_01_dot_88)
        (objectType PepperShaker_bar__minus_00_dot_91_bar__plus_00_dot_49_bar__plus_02_dot_02 PepperShakerType)
        (inReceptacle PepperShaker_bar__minus_00_dot_91_bar__plus_00_dot_49_bar__plus_02_dot_02 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation PepperShaker_bar__minus_00_dot_91_bar__plus_00_dot_49_bar__plus_02_dot_02 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable PepperShaker_bar__minus_00_dot_91_bar__plus_00_dot_49_bar__plus_02_dot_02)
        (objectType PepperShaker_bar__plus_02_dot_45_bar__plus_01_dot_38_bar__plus_00_dot_06 PepperShakerType)
        (inReceptacle PepperShaker_bar__plus_02_dot_45_bar__plus_01_dot_38_bar__plus_00_dot_06 CounterTop_bar__plus_01_dot_07_bar__plus_00_dot_97_bar__plus_02_dot_67)
        (objectAtLocation PepperShaker_bar__plus_02_dot_45_bar__plus_01_dot_38_bar__plus_00_dot_06 loc_bar_5_bar_7_bar_1_bar_30)
        (pickupable PepperShaker_bar__plus_02_dot_45_bar__plus_01_dot_38_bar__plus_00_dot_06)
        (objectType Plate_bar__minus_02_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_46 PlateType)
        (inReceptacle Plate_bar__minus_02_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_46 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation Plate_bar__minus_02_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_46 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Plate_bar__minus_02_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_46)
        (cleanable Plate_bar__minus_02_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_46)
        (heatable Plate_bar__minus_02_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_46)
        (coolable Plate_bar__minus_02_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_46)
        (isReceptacleObject Plate_bar__minus_02_dot_15_bar__plus_01_dot_24_bar__plus_01_dot_46)
        (objectType Plate_bar__minus_01_dot_81_bar__plus_00_dot_67_bar__plus_01_dot_11 PlateType)
        (inReceptacle Plate_bar__minus_01_dot_81_bar__plus_00_dot_67_bar__plus_01_dot_11 Cabinet_bar__plus_02_dot_04_bar__plus_01_dot_81_bar__plus_00_dot_87)
        (objectAtLocation Plate_bar__minus_01_dot_81_bar__plus_00_dot_67_bar__plus_01_dot_11 loc_bar_5_bar_2_bar_1_bar_0)
        (pickupable Plate_bar__minus_01_dot_81_bar__plus_00_dot_67_bar__plus_01_dot_11)
        (cleanable Plate_bar__minus_01_dot_81_bar__plus_00_dot_67_bar__plus_01_dot_11)
        (heatable Plate_bar__minus_01_dot_81_bar__plus_00_dot_67_bar__plus_01_dot_11)
        (coolable Plate_bar__minus_01_dot_81_bar__plus_00_dot_67_bar__plus_01_dot_11)
        (isReceptacleObject Plate_bar__minus_01_dot_81_bar__plus_00_dot_67_bar__plus_01_dot_11)
        (objectType Spoon_bar__minus_01_dot_42_bar__plus_01_dot_14_bar__plus_00_dot_22 SpoonType)
        (inReceptacle Spoon_bar__minus_01_dot_42_bar__plus_01_dot_14_bar__plus_00_dot_22 DiningTable_bar__minus_00_dot_21_bar__plus_00_dot_02_bar__plus_00_dot_88)
        (objectAtLocation Spoon_bar__minus_01_dot_42_bar__plus_01_dot_14_bar__plus_00_dot_22 loc_bar_2_bar_3_bar_3_bar_30)
        (pickupable Spoon_bar__minus_01_dot_42_bar__plus_01_dot_14_bar__plus_00_dot_22)
        (cleanable Spoon_bar__minus_01_dot_42_bar__plus_01_dot_14_bar__plus_00_dot_22)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o TomatoType)
                            (receptacleType ?r DiningTableType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
