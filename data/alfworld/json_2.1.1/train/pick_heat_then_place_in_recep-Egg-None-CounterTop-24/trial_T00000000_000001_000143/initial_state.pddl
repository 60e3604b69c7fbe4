(define (problem plan_trial_T00000000_000001_000143)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        AppleType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        KnifeType - otype
        PanType - otype
        Egg_bar__plus_00_dot_69_bar__plus_01_dot_34_bar__minus_01_dot_40 - object
        Apple_bar__minus_01_dot_21_bar__plus_01_dot_06_bar__minus_00_dot_22 - object
        ButterKnife_bar__minus_00_dot_15_bar__plus_00_dot_18_bar__plus_00_dot_01 - object
        ButterKnife_bar__plus_02_dot_33_bar__plus_00_dot_79_bar__minus_01_dot_65 - object
        DishSponge_bar__minus_02_dot_26_bar__plus_01_dot_10_bar__minus_01_dot_65 - object
        DishSponge_bar__plus_02_dot_35_bar__plus_00_dot_74_bar__plus_00_dot_42 - object
        Pan_bar__plus_03_dot_00_bar__plus_01_dot_06_bar__minus_00_dot_27 - object
        Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36 - receptacle
        Cabinet_bar__minus_01_dot_10_bar__plus_01_dot_93_bar__plus_03_dot_73 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 - receptacle
        Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 - receptacle
        Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 - receptacle
        CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37 - receptacle
        CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 - receptacle
        Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 - receptacle
        loc_bar_1_bar_10_bar_1_bar_30 - location
        loc_bar__minus_1_bar_11_bar_1_bar_30 - location
        loc_bar__minus_4_bar__minus_3_bar_0_bar_30 - location
        loc_bar__minus_6_bar_12_bar_3_bar_30 - location
        loc_bar__minus_6_bar_13_bar_0_bar_0 - location
        loc_bar__minus_6_bar_13_bar_0_bar__minus_30 - location
        loc_bar__minus_7_bar_11_bar_3_bar__minus_30 - location
        loc_bar__minus_7_bar_12_bar_0_bar_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar_30 - location
        loc_bar__minus_7_bar_6_bar_3_bar__minus_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_4_bar__minus_3_bar_0_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36 loc_bar__minus_1_bar_11_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (receptacleType Cabinet_bar__minus_01_dot_10_bar__plus_01_dot_93_bar__plus_03_dot_73 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_10_bar__plus_01_dot_93_bar__plus_03_dot_73 loc_bar__minus_6_bar_13_bar_0_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_10_bar__plus_01_dot_93_bar__plus_03_dot_73)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68 loc_bar__minus_7_bar_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_68)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57 loc_bar__minus_7_bar_11_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_69_bar__plus_02_dot_57)
        (receptacleType Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69 loc_bar__minus_7_bar_6_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_02_dot_38_bar__plus_01_dot_93_bar__plus_01_dot_69)
        (receptacleType Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42 loc_bar__minus_6_bar_12_bar_3_bar_30)
        (openable Cabinet_bar__minus_02_dot_43_bar__plus_00_dot_44_bar__plus_03_dot_42)
        (receptacleType CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37 loc_bar_1_bar_10_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (receptacleType Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 MicrowaveType)
        (receptacleAtLocation Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88 loc_bar__minus_6_bar_13_bar_0_bar_0)
        (openable Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType PanType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType PanType)
        (canContain FridgeType AppleType)
        (canContain FridgeType EggType)
        (canContain FridgeType PanType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType PanType)
        (objectType Egg_bar__plus_00_dot_69_bar__plus_01_dot_34_bar__minus_01_dot_40 EggType)
        (inReceptacle Egg_bar__plus_00_dot_69_bar__plus_01_dot_34_bar__minus_01_dot_40 Microwave_bar__minus_01_dot_53_bar__plus_01_dot_25_bar__plus_03_dot_88)
        (objectAtLocation Egg_bar__plus_00_dot_69_bar__plus_01_dot_34_bar__minus_01_dot_40 loc_bar__minus_6_bar_13_bar_0_bar_0)
        (pickupable Egg_bar__plus_00_dot_69_bar__plus_01_dot_34_bar__minus_01_dot_40)
        (cleanable Egg_bar__plus_00_dot_69_bar__plus_01_dot_34_bar__minus_01_dot_40)
        (heatable Egg_bar__plus_00_dot_69_bar__plus_01_dot_34_bar__minus_01_dot_40)
        (coolable Egg_bar__plus_00_dot_69_bar__plus_01_dot_34_bar__minus_01_dot_40)
        (sliceable Egg_bar__plus_00_dot_69_bar__plus_01_dot_34_bar__minus_01_dot_40)
        (objectType Apple_bar__minus_01_dot_21_bar__plus_01_dot_06_bar__minus_00_dot_22 AppleType)
        (inReceptacle Apple_bar__minus_01_dot_21_bar__plus_01_dot_06_bar__minus_00_dot_22 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37)
        (objectAtLocation Apple_bar__minus_01_dot_21_bar__plus_01_dot_06_bar__minus_00_dot_22 loc_bar_1_bar_10_bar_1_bar_30)
        (pickupable Apple_bar__minus_01_dot_21_bar__plus_01_dot_06_bar__minus_00_dot_22)
        (cleanable Apple_bar__minus_01_dot_21_bar__plus_01_dot_06_bar__minus_00_dot_22)
        (heatable Apple_bar__minus_01_dot_21_bar__plus_01_dot_06_bar__minus_00_dot_22)
        (coolable Apple_bar__minus_01_dot_21_bar__plus_01_dot_06_bar__minus_00_dot_22)
        (sliceable Apple_bar__minus_01_dot_21_bar__plus_01_dot_06_bar__minus_00_dot_22)
        (objectType ButterKnife_bar__minus_00_dot_15_bar__plus_00_dot_18_bar__plus_00_dot_01 ButterKnifeType)
        (inReceptacle ButterKnife_bar__minus_00_dot_15_bar__plus_00_dot_18_bar__plus_00_dot_01 CounterTop_bar__plus_00_dot_86_bar__plus_00_dot_86_bar__plus_02_dot_37)
        (objectAtLocation ButterKnife_bar__minus_00_dot_15_bar__plus_00_dot_18_bar__plus_00_dot_01 loc_bar_1_bar_10_bar_1_bar_30)
        (pickupable ButterKnife_bar__minus_00_dot_15_bar__plus_00_dot_18_bar__plus_00_dot_01)
        (cleanable ButterKnife_bar__minus_00_dot_15_bar__plus_00_dot_18_bar__plus_00_dot_01)
        (objectType ButterKnife_bar__plus_02_dot_33_bar__plus_00_dot_79_bar__minus_01_dot_65 ButterKnifeType)
        (inReceptacle ButterKnife_bar__plus_02_dot_33_bar__plus_00_dot_79_bar__minus_01_dot_65 CounterTop_bar__minus_02_dot_08_bar__plus_00_dot_86_bar__plus_03_dot_80)
        (objectAtLocation ButterKnife_bar__plus_02_dot_33_bar__plus_00_dot_79_bar__minus_01_dot_65 loc_bar__minus_7_bar_12_bar_0_bar_30)
        (pickupable ButterKnife_bar__plus_02_dot_33_bar__plus_00_dot_79_bar__minus_01_dot_65)
        (cleanable ButterKnife_bar__plus_02_dot_33_bar__plus_00_dot_79_bar__minus_01_dot_65)
        (objectType DishSponge_bar__minus_02_dot_26_bar__plus_01_dot_10_bar__minus_01_dot_65 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_26_bar__plus_01_dot_10_bar__minus_01_dot_65 Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (objectAtLocation DishSponge_bar__minus_02_dot_26_bar__plus_01_dot_10_bar__minus_01_dot_65 loc_bar__minus_1_bar_11_bar_1_bar_30)
        (pickupable DishSponge_bar__minus_02_dot_26_bar__plus_01_dot_10_bar__minus_01_dot_65)
        (cleanable DishSponge_bar__minus_02_dot_26_bar__plus_01_dot_10_bar__minus_01_dot_65)
        (objectType DishSponge_bar__plus_02_dot_35_bar__plus_00_dot_74_bar__plus_00_dot_42 DishSpongeType)
        (inReceptacle DishSponge_bar__plus_02_dot_35_bar__plus_00_dot_74_bar__plus_00_dot_42 Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (objectAtLocation DishSponge_bar__plus_02_dot_35_bar__plus_00_dot_74_bar__plus_00_dot_42 loc_bar__minus_1_bar_11_bar_1_bar_30)
        (pickupable DishSponge_bar__plus_02_dot_35_bar__plus_00_dot_74_bar__plus_00_dot_42)
        (cleanable DishSponge_bar__plus_02_dot_35_bar__plus_00_dot_74_bar__plus_00_dot_42)
        (objectType Pan_bar__plus_03_dot_00_bar__plus_01_dot_06_bar__minus_00_dot_27 PanType)
        (inReceptacle Pan_bar__plus_03_dot_00_bar__plus_01_dot_06_bar__minus_00_dot_27 Cabinet_bar__plus_00_dot_58_bar__plus_00_dot_39_bar__plus_02_dot_36)
        (objectAtLocation Pan_bar__plus_03_dot_00_bar__plus_01_dot_06_bar__minus_00_dot_27 loc_bar__minus_1_bar_11_bar_1_bar_30)
        (pickupable Pan_bar__plus_03_dot_00_bar__plus_01_dot_06_bar__minus_00_dot_27)
        (cleanable Pan_bar__plus_03_dot_00_bar__plus_01_dot_06_bar__minus_00_dot_27)
        (coolable Pan_bar__plus_03_dot_00_bar__plus_01_dot_06_bar__minus_00_dot_27)
        (isReceptacleObject Pan_bar__plus_03_dot_00_bar__plus_01_dot_06_bar__minus_00_dot_27)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o EggType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
