(define (problem plan_trial_T00000000_000003_000012)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        ShelfType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        KettleType - otype
        KnifeType - otype
        SaltShakerType - otype
        StatueType - otype
        VaseType - otype
        Kettle_bar__minus_01_dot_86_bar__plus_01_dot_04_bar__plus_01_dot_50 - object
        Kettle_bar__minus_01_dot_09_bar__plus_00_dot_30_bar__plus_02_dot_46 - object
        Kettle_bar__plus_02_dot_42_bar__plus_01_dot_10_bar__minus_02_dot_47 - object
        Apple_bar__minus_02_dot_02_bar__plus_00_dot_14_bar__plus_00_dot_01 - object
        Apple_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_00_dot_98 - object
        SaltShaker_bar__minus_01_dot_38_bar__plus_01_dot_02_bar__plus_02_dot_78 - object
        Statue_bar__plus_02_dot_38_bar__plus_01_dot_04_bar__minus_00_dot_48 - object
        Statue_bar__plus_02_dot_00_bar__plus_01_dot_43_bar__minus_01_dot_42 - object
        Vase_bar__plus_01_dot_57_bar__plus_01_dot_05_bar__minus_02_dot_61 - object
        Cabinet_bar__plus_00_dot_12_bar__plus_02_dot_27_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 - receptacle
        Cabinet_bar__minus_00_dot_45_bar__plus_00_dot_47_bar__minus_00_dot_01 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69 - receptacle
        Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05 - receptacle
        Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 - receptacle
        Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_01_dot_42 - receptacle
        CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_02_dot_01 - receptacle
        Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 - receptacle
        Shelf_bar__plus_02_dot_81_bar__plus_00_dot_16_bar__plus_00_dot_14 - receptacle
        Shelf_bar__plus_02_dot_81_bar__plus_00_dot_54_bar__plus_00_dot_14 - receptacle
        Shelf_bar__plus_02_dot_81_bar__plus_00_dot_87_bar__plus_00_dot_14 - receptacle
        Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin - receptacle
        loc_bar_0_bar__minus_2_bar_3_bar_30 - location
        loc_bar_0_bar__minus_4_bar_3_bar_30 - location
        loc_bar_0_bar__minus_5_bar_2_bar_30 - location
        loc_bar_10_bar_5_bar_2_bar_30 - location
        loc_bar_11_bar_6_bar_2_bar_30 - location
        loc_bar_1_bar_6_bar_2_bar_30 - location
        loc_bar_1_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_2_bar__minus_5_bar_2_bar__minus_30 - location
        loc_bar_4_bar__minus_3_bar_1_bar_30 - location
        loc_bar_4_bar__minus_5_bar_2_bar_30 - location
        loc_bar_8_bar_3_bar_1_bar_30 - location
        loc_bar__minus_1_bar__minus_3_bar_2_bar_30 - location
        loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30 - location
        loc_bar__minus_2_bar__minus_4_bar_0_bar_30 - location
        loc_bar__minus_2_bar__minus_4_bar_3_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar_1_bar_6_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_12_bar__plus_02_dot_27_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_12_bar__plus_02_dot_27_bar__minus_02_dot_00 loc_bar_1_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_12_bar__plus_02_dot_27_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00 loc_bar_2_bar__minus_5_bar_2_bar__minus_30)
        (openable Cabinet_bar__plus_00_dot_20_bar__plus_02_dot_02_bar__minus_02_dot_00)
        (receptacleType Cabinet_bar__minus_00_dot_45_bar__plus_00_dot_47_bar__minus_00_dot_01 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_45_bar__plus_00_dot_47_bar__minus_00_dot_01 loc_bar__minus_2_bar__minus_4_bar_0_bar_30)
        (openable Cabinet_bar__minus_00_dot_45_bar__plus_00_dot_47_bar__minus_00_dot_01)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69)
        (receptacleType Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05 loc_bar_0_bar__minus_2_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_00_dot_05)
        (receptacleType Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67 loc_bar_0_bar__minus_4_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_84_bar__plus_00_dot_47_bar__minus_01_dot_67)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98 loc_bar__minus_1_bar__minus_5_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_02_bar__minus_01_dot_98)
        (receptacleType Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_01_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_01_dot_42 loc_bar__minus_2_bar__minus_4_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_15_bar__plus_02_dot_27_bar__minus_01_dot_42)
        (receptacleType CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_02_dot_01 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_02_dot_01 loc_bar_4_bar__minus_5_bar_2_bar_30)
        (receptacleType Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 FridgeType)
        (receptacleAtLocation Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (openable Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54)
        (receptacleType Shelf_bar__plus_02_dot_81_bar__plus_00_dot_16_bar__plus_00_dot_14 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_81_bar__plus_00_dot_16_bar__plus_00_dot_14 loc_bar_11_bar_6_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_02_dot_81_bar__plus_00_dot_54_bar__plus_00_dot_14 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_81_bar__plus_00_dot_54_bar__plus_00_dot_14 loc_bar_10_bar_5_bar_2_bar_30)
        (receptacleType Shelf_bar__plus_02_dot_81_bar__plus_00_dot_87_bar__plus_00_dot_14 ShelfType)
        (receptacleAtLocation Shelf_bar__plus_02_dot_81_bar__plus_00_dot_87_bar__plus_00_dot_14 loc_bar_8_bar_3_bar_1_bar_30)
        (receptacleType Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_12_bar__plus_00_dot_88_bar__minus_02_dot_01_bar_SinkBasin loc_bar_0_bar__minus_5_bar_2_bar_30)
        (canContain CabinetType KettleType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType VaseType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType KettleType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType StatueType)
        (canContain CounterTopType VaseType)
        (canContain FridgeType AppleType)
        (canContain MicrowaveType AppleType)
        (canContain ShelfType KettleType)
        (canContain ShelfType SaltShakerType)
        (canContain ShelfType StatueType)
        (canContain ShelfType VaseType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType KettleType)
        (canContain SinkBasinType KnifeType)
        (objectType Kettle_bar__minus_01_dot_86_bar__plus_01_dot_04_bar__plus_01_dot_50 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_86_bar__plus_01_dot_04_bar__plus_01_dot_50 Shelf_bar__plus_02_dot_81_bar__plus_00_dot_87_bar__plus_00_dot_14)
        (objectAtLocation Kettle_bar__minus_01_dot_86_bar__plus_01_dot_04_bar__plus_01_dot_50 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable Kettle_bar__minus_01_dot_86_bar__plus_01_dot_04_bar__plus_01_dot_50)
        (cleanable Kettle_bar__minus_01_dot_86_bar__plus_01_dot_04_bar__plus_01_dot_50)
        (objectType Kettle_bar__minus_01_dot_09_bar__plus_00_dot_30_bar__plus_02_dot_46 KettleType)
        (inReceptacle Kettle_bar__minus_01_dot_09_bar__plus_00_dot_30_bar__plus_02_dot_46 Shelf_bar__plus_02_dot_81_bar__plus_00_dot_16_bar__plus_00_dot_14)
        (objectAtLocation Kettle_bar__minus_01_dot_09_bar__plus_00_dot_30_bar__plus_02_dot_46 loc_bar_11_bar_6_bar_2_bar_30)
        (pickupable Kettle_bar__minus_01_dot_09_bar__plus_00_dot_30_bar__plus_02_dot_46)
        (cleanable Kettle_bar__minus_01_dot_09_bar__plus_00_dot_30_bar__plus_02_dot_46)
        (objectType Kettle_bar__plus_02_dot_42_bar__plus_01_dot_10_bar__minus_02_dot_47 KettleType)
        (inReceptacle Kettle_bar__plus_02_dot_42_bar__plus_01_dot_10_bar__minus_02_dot_47 Shelf_bar__plus_02_dot_81_bar__plus_00_dot_54_bar__plus_00_dot_14)
        (objectAtLocation Kettle_bar__plus_02_dot_42_bar__plus_01_dot_10_bar__minus_02_dot_47 loc_bar_10_bar_5_bar_2_bar_30)
        (pickupable Kettle_bar__plus_02_dot_42_bar__plus_01_dot_10_bar__minus_02_dot_47)
        (cleanable Kettle_bar__plus_02_dot_42_bar__plus_01_dot_10_bar__minus_02_dot_47)
        (objectType Apple_bar__minus_02_dot_02_bar__plus_00_dot_14_bar__plus_00_dot_01 AppleType)
        (inReceptacle Apple_bar__minus_02_dot_02_bar__plus_00_dot_14_bar__plus_00_dot_01 Fridge_bar__plus_01_dot_98_bar__plus_00_dot_00_bar__minus_00_dot_54)
        (objectAtLocation Apple_bar__minus_02_dot_02_bar__plus_00_dot_14_bar__plus_00_dot_01 loc_bar_4_bar__minus_3_bar_1_bar_30)
        (pickupable Apple_bar__minus_02_dot_02_bar__plus_00_dot_14_bar__plus_00_dot_01)
        (cleanable Apple_bar__minus_02_dot_02_bar__plus_00_dot_14_bar__plus_00_dot_01)
        (heatable Apple_bar__minus_02_dot_02_bar__plus_00_dot_14_bar__plus_00_dot_01)
        (coolable Apple_bar__minus_02_dot_02_bar__plus_00_dot_14_bar__plus_00_dot_01)
        (sliceable Apple_bar__minus_02_dot_02_bar__plus_00_dot_14_bar__plus_00_dot_01)
        (objectType Apple_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_00_dot_98 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_00_dot_98 CounterTop_bar__plus_01_dot_16_bar__plus_00_dot_95_bar__minus_02_dot_01)
        (objectAtLocation Apple_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_00_dot_98 loc_bar_4_bar__minus_5_bar_2_bar_30)
        (pickupable Apple_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_00_dot_98)
        (cleanable Apple_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_00_dot_98)
        (heatable Apple_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_00_dot_98)
        (coolable Apple_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_00_dot_98)
        (sliceable Apple_bar__plus_00_dot_16_bar__plus_01_dot_27_bar__plus_00_dot_98)
        (objectType SaltShaker_bar__minus_01_dot_38_bar__plus_01_dot_02_bar__plus_02_dot_78 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_38_bar__plus_01_dot_02_bar__plus_02_dot_78 Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_01_dot_69)
        (objectAtLocation SaltShaker_bar__minus_01_dot_38_bar__plus_01_dot_02_bar__plus_02_dot_78 loc_bar__minus_1_bar__minus_3_bar_2_bar_30)
        (pickupable SaltShaker_bar__minus_01_dot_38_bar__plus_01_dot_02_bar__plus_02_dot_78)
        (objectType Statue_bar__plus_02_dot_38_bar__plus_01_dot_04_bar__minus_00_dot_48 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_38_bar__plus_01_dot_04_bar__minus_00_dot_48 Shelf_bar__plus_02_dot_81_bar__plus_00_dot_87_bar__plus_00_dot_14)
        (objectAtLocation Statue_bar__plus_02_dot_38_bar__plus_01_dot_04_bar__minus_00_dot_48 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable Statue_bar__plus_02_dot_38_bar__plus_01_dot_04_bar__minus_00_dot_48)
        (objectType Statue_bar__plus_02_dot_00_bar__plus_01_dot_43_bar__minus_01_dot_42 StatueType)
        (inReceptacle Statue_bar__plus_02_dot_00_bar__plus_01_dot_43_bar__minus_01_dot_42 Shelf_bar__plus_02_dot_81_bar__plus_00_dot_87_bar__plus_00_dot_14)
        (objectAtLocation Statue_bar__plus_02_dot_00_bar__plus_01_dot_43_bar__minus_01_dot_42 loc_bar_8_bar_3_bar_1_bar_30)
        (pickupable Statue_bar__plus_02_dot_00_bar__plus_01_dot_43_bar__minus_01_dot_42)
        (objectType Vase_bar__plus_01_dot_57_bar__plus_01_dot_05_bar__minus_02_dot_61 VaseType)
        (inReceptacle Vase_bar__plus_01_dot_57_bar__plus_01_dot_05_bar__minus_02_dot_61 Shelf_bar__plus_02_dot_81_bar__plus_00_dot_16_bar__plus_00_dot_14)
        (objectAtLocation Vase_bar__plus_01_dot_57_bar__plus_01_dot_05_bar__minus_02_dot_61 loc_bar_11_bar_6_bar_2_bar_30)
        (pickupable Vase_bar__plus_01_dot_57_bar__plus_01_dot_05_bar__minus_02_dot_61)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o KettleType)
                            (receptacleType ?r CabinetType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
