(define (problem plan_trial_T00000000_000001_000214)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        BreadType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        KnifeType - otype
        TomatoType - otype
        Apple_bar__plus_00_dot_08_bar__plus_00_dot_04_bar__plus_01_dot_89 - object
        Apple_bar__plus_02_dot_51_bar__plus_00_dot_33_bar__plus_01_dot_83 - object
        Bread_bar__minus_00_dot_45_bar__plus_00_dot_64_bar__plus_01_dot_63 - object
        ButterKnife_bar__plus_01_dot_49_bar__plus_00_dot_58_bar__minus_00_dot_74 - object
        DishSponge_bar__plus_01_dot_45_bar__plus_00_dot_46_bar__minus_01_dot_58 - object
        DishSponge_bar__plus_00_dot_46_bar__plus_00_dot_85_bar__minus_00_dot_03 - object
        Tomato_bar__minus_02_dot_45_bar__plus_00_dot_30_bar__minus_01_dot_99 - object
        Cabinet_bar__plus_00_dot_48_bar__plus_00_dot_39_bar__minus_00_dot_90 - receptacle
        Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90 - receptacle
        Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91 - receptacle
        Cabinet_bar__minus_00_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 - receptacle
        Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 - receptacle
        Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 - receptacle
        Cabinet_bar__minus_02_dot_39_bar__plus_00_dot_39_bar__plus_00_dot_38 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__plus_00_dot_36 - receptacle
        Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_01_dot_67 - receptacle
        CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 - receptacle
        CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 - receptacle
        Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 - receptacle
        loc_bar_2_bar_0_bar_2_bar_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar_0_bar_2_bar_30 - location
        loc_bar__minus_1_bar_3_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_2_bar_6_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar__minus_6_bar_1_bar_3_bar_30 - location
        loc_bar__minus_6_bar_7_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_3_bar_3_bar_0 - location
        loc_bar__minus_8_bar_0_bar_2_bar_30 - location
        loc_bar__minus_8_bar_0_bar_3_bar__minus_30 - location
        loc_bar__minus_8_bar__minus_1_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_1_bar_3_bar_3_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_48_bar__plus_00_dot_39_bar__minus_00_dot_90 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_48_bar__plus_00_dot_39_bar__minus_00_dot_90 loc_bar__minus_1_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_48_bar__plus_00_dot_39_bar__minus_00_dot_90)
        (receptacleType Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90 loc_bar_2_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__plus_01_dot_13_bar__plus_00_dot_47_bar__minus_00_dot_90)
        (receptacleType Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__minus_00_dot_82_bar__plus_00_dot_47_bar__minus_00_dot_91)
        (receptacleType Cabinet_bar__minus_00_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20 loc_bar__minus_4_bar__minus_2_bar_2_bar__minus_30)
        (openable Cabinet_bar__minus_00_dot_84_bar__plus_02_dot_01_bar__minus_01_dot_20)
        (receptacleType Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91 loc_bar__minus_8_bar_0_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_80_bar__plus_00_dot_47_bar__minus_00_dot_91)
        (receptacleType Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90 loc_bar__minus_8_bar__minus_1_bar_2_bar_30)
        (openable Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90)
        (receptacleType Cabinet_bar__minus_02_dot_39_bar__plus_00_dot_39_bar__plus_00_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_39_bar__plus_00_dot_39_bar__plus_00_dot_38 loc_bar__minus_6_bar_1_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_39_bar__plus_00_dot_39_bar__plus_00_dot_38)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__plus_00_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__plus_00_dot_36 loc_bar__minus_8_bar_0_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_01_bar__plus_00_dot_36)
        (receptacleType Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_01_dot_67 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_01_dot_67 loc_bar__minus_6_bar_7_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_65_bar__plus_02_dot_20_bar__plus_01_dot_67)
        (receptacleType CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79 loc_bar__minus_2_bar_6_bar_1_bar_30)
        (receptacleType Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (openable Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (canContain CabinetType DishSpongeType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType TomatoType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType TomatoType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType TomatoType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType TomatoType)
        (objectType Apple_bar__plus_00_dot_08_bar__plus_00_dot_04_bar__plus_01_dot_89 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_08_bar__plus_00_dot_04_bar__plus_01_dot_89 Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (objectAtLocation Apple_bar__plus_00_dot_08_bar__plus_00_dot_04_bar__plus_01_dot_89 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (pickupable Apple_bar__plus_00_dot_08_bar__plus_00_dot_04_bar__plus_01_dot_89)
        (cleanable Apple_bar__plus_00_dot_08_bar__plus_00_dot_04_bar__plus_01_dot_89)
        (heatable Apple_bar__plus_00_dot_08_bar__plus_00_dot_04_bar__plus_01_dot_89)
        (coolable Apple_bar__plus_00_dot_08_bar__plus_00_dot_04_bar__plus_01_dot_89)
        (sliceable Apple_bar__plus_00_dot_08_bar__plus_00_dot_04_bar__plus_01_dot_89)
        (objectType Apple_bar__plus_02_dot_51_bar__plus_00_dot_33_bar__plus_01_dot_83 AppleType)
        (inReceptacle Apple_bar__plus_02_dot_51_bar__plus_00_dot_33_bar__plus_01_dot_83 Fridge_bar__minus_02_dot_86_bar__plus_00_dot_00_bar__plus_00_dot_85)
        (objectAtLocation Apple_bar__plus_02_dot_51_bar__plus_00_dot_33_bar__plus_01_dot_83 loc_bar__minus_7_bar_3_bar_3_bar_0)
        (pickupable Apple_bar__plus_02_dot_51_bar__plus_00_dot_33_bar__plus_01_dot_83)
        (cleanable Apple_bar__plus_02_dot_51_bar__plus_00_dot_33_bar__plus_01_dot_83)
        (heatable Apple_bar__plus_02_dot_51_bar__plus_00_dot_33_bar__plus_01_dot_83)
        (coolable Apple_bar__plus_02_dot_51_bar__plus_00_dot_33_bar__plus_01_dot_83)
        (sliceable Apple_bar__plus_02_dot_51_bar__plus_00_dot_33_bar__plus_01_dot_83)
        (objectType Bread_bar__minus_00_dot_45_bar__plus_00_dot_64_bar__plus_01_dot_63 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_45_bar__plus_00_dot_64_bar__plus_01_dot_63 CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (objectAtLocation Bread_bar__minus_00_dot_45_bar__plus_00_dot_64_bar__plus_01_dot_63 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (pickupable Bread_bar__minus_00_dot_45_bar__plus_00_dot_64_bar__plus_01_dot_63)
        (heatable Bread_bar__minus_00_dot_45_bar__plus_00_dot_64_bar__plus_01_dot_63)
        (coolable Bread_bar__minus_00_dot_45_bar__plus_00_dot_64_bar__plus_01_dot_63)
        (sliceable Bread_bar__minus_00_dot_45_bar__plus_00_dot_64_bar__plus_01_dot_63)
        (objectType ButterKnife_bar__plus_01_dot_49_bar__plus_00_dot_58_bar__minus_00_dot_74 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_01_dot_49_bar__plus_00_dot_58_bar__minus_00_dot_74 CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (objectAtLocation ButterKnife_bar__plus_01_dot_49_bar__plus_00_dot_58_bar__minus_00_dot_74 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (pickupable ButterKnife_bar__plus_01_dot_49_bar__plus_00_dot_58_bar__minus_00_dot_74)
        (cleanable ButterKnife_bar__plus_01_dot_49_bar__plus_00_dot_58_bar__minus_00_dot_74)
        (objectType DishSponge_bar__plus_01_dot_45_bar__plus_00_dot_46_bar__minus_01_dot_58 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_01_dot_45_bar__plus_00_dot_46_bar__minus_01_dot_58 Cabinet_bar__minus_01_dot_85_bar__plus_00_dot_39_bar__minus_00_dot_90)
        (objectAtLocation DishSponge_bar__plus_01_dot_45_bar__plus_00_dot_46_bar__minus_01_dot_58 loc_bar__minus_8_bar__minus_1_bar_2_bar_30)
        (pickupable DishSponge_bar__plus_01_dot_45_bar__plus_00_dot_46_bar__minus_01_dot_58)
        (cleanable DishSponge_bar__plus_01_dot_45_bar__plus_00_dot_46_bar__minus_01_dot_58)
        (objectType DishSponge_bar__plus_00_dot_46_bar__plus_00_dot_85_bar__minus_00_dot_03 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_00_dot_46_bar__plus_00_dot_85_bar__minus_00_dot_03 CounterTop_bar__plus_00_dot_07_bar__plus_00_dot_95_bar__minus_01_dot_20)
        (objectAtLocation DishSponge_bar__plus_00_dot_46_bar__plus_00_dot_85_bar__minus_00_dot_03 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (pickupable DishSponge_bar__plus_00_dot_46_bar__plus_00_dot_85_bar__minus_00_dot_03)
        (cleanable DishSponge_bar__plus_00_dot_46_bar__plus_00_dot_85_bar__minus_00_dot_03)
        (objectType Tomato_bar__minus_02_dot_45_bar__plus_00_dot_30_bar__minus_01_dot_99 TomatoType)
        (inReceptacle Tomato_bar__minus_02_dot_45_bar__plus_00_dot_30_bar__minus_01_dot_99 CounterTop_bar__plus_00_dot_91_bar__plus_01_dot_15_bar__plus_00_dot_79)
        (objectAtLocation Tomato_bar__minus_02_dot_45_bar__plus_00_dot_30_bar__minus_01_dot_99 loc_bar__minus_2_bar_6_bar_1_bar_30)
        (pickupable Tomato_bar__minus_02_dot_45_bar__plus_00_dot_30_bar__minus_01_dot_99)
        (cleanable Tomato_bar__minus_02_dot_45_bar__plus_00_dot_30_bar__minus_01_dot_99)
        (heatable Tomato_bar__minus_02_dot_45_bar__plus_00_dot_30_bar__minus_01_dot_99)
        (coolable Tomato_bar__minus_02_dot_45_bar__plus_00_dot_30_bar__minus_01_dot_99)
        (sliceable Tomato_bar__minus_02_dot_45_bar__plus_00_dot_30_bar__minus_01_dot_99)
        )
(:goal
                    (and
                        (exists (?r - receptacle)
                            (exists (?o1 - object)
                                (and
                                    (objectType ?o1 AppleType)
                                    (receptacleType ?r CounterTopType)
                                    (inReceptacle ?o1 ?r)
                                    (exists (?o2 - object)
                                        (and
                                            (not (= ?o1 ?o2))
                                            (objectType ?o2 AppleType)
                                            (receptacleType ?r CounterTopType)
                                            (inReceptacle ?o2 ?r)
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
