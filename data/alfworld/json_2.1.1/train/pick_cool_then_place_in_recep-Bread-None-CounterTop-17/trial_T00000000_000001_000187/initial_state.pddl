(define (problem plan_trial_T00000000_000001_000187)
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
        BreadType - otype
        ButterKnifeType - otype
        DishSpongeType - otype
        EggType - otype
        ForkType - otype
        KnifeType - otype
        SaltShakerType - otype
        SpoonType - otype
        SprayBottleType - otype
        Bread_bar__plus_00_dot_15_bar__plus_00_dot_79_bar__plus_01_dot_32 - object
        Bread_bar__minus_02_dot_59_bar__plus_01_dot_23_bar__minus_00_dot_98 - object
        Bread_bar__minus_00_dot_18_bar__plus_00_dot_87_bar__minus_01_dot_52 - object
        Apple_bar__plus_00_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_96 - object
        Apple_bar__plus_01_dot_23_bar__plus_01_dot_31_bar__minus_01_dot_66 - object
        DishSponge_bar__minus_02_dot_31_bar__plus_00_dot_78_bar__plus_00_dot_72 - object
        Egg_bar__plus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_14 - object
        Fork_bar__plus_00_dot_70_bar__plus_00_dot_42_bar__minus_00_dot_96 - object
        Fork_bar__minus_00_dot_50_bar__plus_01_dot_36_bar__minus_01_dot_17 - object
        Knife_bar__minus_01_dot_69_bar__plus_00_dot_39_bar__minus_00_dot_97 - object
        Knife_bar__plus_02_dot_92_bar__plus_00_dot_01_bar__minus_02_dot_50 - object
        SaltShaker_bar__minus_01_dot_95_bar__plus_00_dot_99_bar__plus_02_dot_03 - object
        SaltShaker_bar__minus_00_dot_06_bar__plus_00_dot_12_bar__plus_00_dot_50 - object
        Spoon_bar__minus_00_dot_79_bar__plus_00_dot_26_bar__minus_00_dot_61 - object
        Spoon_bar__plus_01_dot_45_bar__plus_00_dot_79_bar__plus_01_dot_62 - object
        SprayBottle_bar__plus_00_dot_34_bar__plus_01_dot_35_bar__minus_01_dot_63 - object
        SprayBottle_bar__minus_01_dot_00_bar__plus_00_dot_92_bar__plus_00_dot_60 - object
        Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 - receptacle
        Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 - receptacle
        Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 - receptacle
        Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 - receptacle
        Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 - receptacle
        Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__minus_00_dot_28 - receptacle
        CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 - receptacle
        DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 - receptacle
        Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 - receptacle
        loc_bar_0_bar_3_bar_3_bar_30 - location
        loc_bar_0_bar_6_bar_1_bar_30 - location
        loc_bar_1_bar_2_bar_1_bar_30 - location
        loc_bar_2_bar_10_bar_1_bar_30 - location
        loc_bar_2_bar_1_bar_1_bar_30 - location
        loc_bar__minus_1_bar_1_bar_3_bar__minus_30 - location
        loc_bar__minus_1_bar_2_bar_2_bar_30 - location
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_3_bar__minus_30 - location
        loc_bar__minus_6_bar__minus_11_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_6_bar__minus_11_bar_2_bar_30)
        (receptacleType Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35 loc_bar__minus_1_bar_2_bar_2_bar_30)
        (openable Cabinet_bar__plus_00_dot_34_bar__plus_00_dot_40_bar__minus_00_dot_35)
        (receptacleType Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 loc_bar_0_bar_6_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23)
        (receptacleType Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 CabinetType)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18 loc_bar_1_bar_2_bar_1_bar_30)
        (openable Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18)
        (receptacleType Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37 loc_bar_0_bar_3_bar_3_bar_30)
        (openable Cabinet_bar__minus_00_dot_99_bar__plus_00_dot_40_bar__plus_00_dot_37)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38 loc_bar__minus_2_bar_0_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38)
        (receptacleType Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__minus_00_dot_28 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__minus_00_dot_28 loc_bar__minus_1_bar_1_bar_3_bar__minus_30)
        (openable Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__minus_00_dot_28)
        (receptacleType CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 loc_bar_2_bar_1_bar_1_bar_30)
        (receptacleType DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 DiningTableType)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 loc_bar_2_bar_10_bar_1_bar_30)
        (receptacleType Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 FridgeType)
        (receptacleAtLocation Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (openable Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (canContain CabinetType DishSpongeType)
        (canContain CabinetType SaltShakerType)
        (canContain CabinetType SprayBottleType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType DishSpongeType)
        (canContain CounterTopType EggType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SaltShakerType)
        (canContain CounterTopType SpoonType)
        (canContain CounterTopType SprayBottleType)
        (canContain DiningTableType AppleType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType DishSpongeType)
        (canContain DiningTableType EggType)
        (canContain DiningTableType ForkType)
        (canContain DiningTableType KnifeType)
        (canContain DiningTableType SaltShakerType)
        (canContain DiningTableType SpoonType)
        (canContain DiningTableType SprayBottleType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType EggType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType EggType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType DishSpongeType)
        (canContain SinkBasinType EggType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SpoonType)
        (objectType Bread_bar__plus_00_dot_15_bar__plus_00_dot_79_bar__plus_01_dot_32 BreadType)
        (inReceptacle Bread_bar__plus_00_dot_15_bar__plus_00_dot_79_bar__plus_01_dot_32 Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (objectAtLocation Bread_bar__plus_00_dot_15_bar__plus_00_dot_79_bar__plus_01_dot_32 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (pickupable Bread_bar__plus_00_dot_15_bar__plus_00_dot_79_bar__plus_01_dot_32)
        (heatable Bread_bar__plus_00_dot_15_bar__plus_00_dot_79_bar__plus_01_dot_32)
        (coolable Bread_bar__plus_00_dot_15_bar__plus_00_dot_79_bar__plus_01_dot_32)
        (sliceable Bread_bar__plus_00_dot_15_bar__plus_00_dot_79_bar__plus_01_dot_32)
        (objectType Bread_bar__minus_02_dot_59_bar__plus_01_dot_23_bar__minus_00_dot_98 BreadType)
        (inReceptacle Bread_bar__minus_02_dot_59_bar__plus_01_dot_23_bar__minus_00_dot_98 DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48)
        (objectAtLocation Bread_bar__minus_02_dot_59_bar__plus_01_dot_23_bar__minus_00_dot_98 loc_bar_2_bar_10_bar_1_bar_30)
        (pickupable Bread_bar__minus_02_dot_59_bar__plus_01_dot_23_bar__minus_00_dot_98)
        (heatable Bread_bar__minus_02_dot_59_bar__plus_01_dot_23_bar__minus_00_dot_98)
        (coolable Bread_bar__minus_02_dot_59_bar__plus_01_dot_23_bar__minus_00_dot_98)
        (sliceable Bread_bar__minus_02_dot_59_bar__plus_01_dot_23_bar__minus_00_dot_98)
        (objectType Bread_bar__minus_00_dot_18_bar__plus_00_dot_87_bar__minus_01_dot_52 BreadType)
        (inReceptacle Bread_bar__minus_00_dot_18_bar__plus_00_dot_87_bar__minus_01_dot_52 DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48)
        (objectAtLocation Bread_bar__minus_00_dot_18_bar__plus_00_dot_87_bar__minus_01_dot_52 loc_bar_2_bar_10_bar_1_bar_30)
        (pickupable Bread_bar__minus_00_dot_18_bar__plus_00_dot_87_bar__minus_01_dot_52)
        (heatable Bread_bar__minus_00_dot_18_bar__plus_00_dot_87_bar__minus_01_dot_52)
        (coolable Bread_bar__minus_00_dot_18_bar__plus_00_dot_87_bar__minus_01_dot_52)
        (sliceable Bread_bar__minus_00_dot_18_bar__plus_00_dot_87_bar__minus_01_dot_52)
        (objectType Apple_bar__plus_00_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_96 AppleType)
        (inReceptacle Apple_bar__plus_00_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_96 Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (objectAtLocation Apple_bar__plus_00_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_96 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (pickupable Apple_bar__plus_00_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_96)
        (cleanable Apple_bar__plus_00_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_96)
        (heatable Apple_bar__plus_00_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_96)
        (coolable Apple_bar__plus_00_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_96)
        (sliceable Apple_bar__plus_00_dot_32_bar__plus_01_dot_28_bar__minus_00_dot_96)
        (objectType Apple_bar__plus_01_dot_23_bar__plus_01_dot_31_bar__minus_01_dot_66 AppleType)
        (inReceptacle Apple_bar__plus_01_dot_23_bar__plus_01_dot_31_bar__minus_01_dot_66 DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48)
        (objectAtLocation Apple_bar__plus_01_dot_23_bar__plus_01_dot_31_bar__minus_01_dot_66 loc_bar_2_bar_10_bar_1_bar_30)
        (pickupable Apple_bar__plus_01_dot_23_bar__plus_01_dot_31_bar__minus_01_dot_66)
        (cleanable Apple_bar__plus_01_dot_23_bar__plus_01_dot_31_bar__minus_01_dot_66)
        (heatable Apple_bar__plus_01_dot_23_bar__plus_01_dot_31_bar__minus_01_dot_66)
        (coolable Apple_bar__plus_01_dot_23_bar__plus_01_dot_31_bar__minus_01_dot_66)
        (sliceable Apple_bar__plus_01_dot_23_bar__plus_01_dot_31_bar__minus_01_dot_66)
        (objectType DishSponge_bar__minus_02_dot_31_bar__plus_00_dot_78_bar__plus_00_dot_72 DishSpongeType)
        (inReceptacle DishSponge_bar__minus_02_dot_31_bar__plus_00_dot_78_bar__plus_00_dot_72 Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__minus_00_dot_18)
        (objectAtLocation DishSponge_bar__minus_02_dot_31_bar__plus_00_dot_78_bar__plus_00_dot_72 loc_bar_1_bar_2_bar_1_bar_30)
        (pickupable DishSponge_bar__minus_02_dot_31_bar__plus_00_dot_78_bar__plus_00_dot_72)
        (cleanable DishSponge_bar__minus_02_dot_31_bar__plus_00_dot_78_bar__plus_00_dot_72)
        (objectType Egg_bar__plus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_14 EggType)
        (inReceptacle Egg_bar__plus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_14 CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07)
        (objectAtLocation Egg_bar__plus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_14 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable Egg_bar__plus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_14)
        (cleanable Egg_bar__plus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_14)
        (heatable Egg_bar__plus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_14)
        (coolable Egg_bar__plus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_14)
        (sliceable Egg_bar__plus_02_dot_39_bar__plus_00_dot_26_bar__plus_01_dot_14)
        (objectType Fork_bar__plus_00_dot_70_bar__plus_00_dot_42_bar__minus_00_dot_96 ForkType)
        (inReceptacle Fork_bar__plus_00_dot_70_bar__plus_00_dot_42_bar__minus_00_dot_96 DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48)
        (objectAtLocation Fork_bar__plus_00_dot_70_bar__plus_00_dot_42_bar__minus_00_dot_96 loc_bar_2_bar_10_bar_1_bar_30)
        (pickupable Fork_bar__plus_00_dot_70_bar__plus_00_dot_42_bar__minus_00_dot_96)
        (cleanable Fork_bar__plus_00_dot_70_bar__plus_00_dot_42_bar__minus_00_dot_96)
        (objectType Fork_bar__minus_00_dot_50_bar__plus_01_dot_36_bar__minus_01_dot_17 ForkType)
        (inReceptacle Fork_bar__minus_00_dot_50_bar__plus_01_dot_36_bar__minus_01_dot_17 DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48)
        (objectAtLocation Fork_bar__minus_00_dot_50_bar__plus_01_dot_36_bar__minus_01_dot_17 loc_bar_2_bar_10_bar_1_bar_30)
        (pickupable Fork_bar__minus_00_dot_50_bar__plus_01_dot_36_bar__minus_01_dot_17)
        (cleanable Fork_bar__minus_00_dot_50_bar__plus_01_dot_36_bar__minus_01_dot_17)
        (objectType Knife_bar__minus_01_dot_69_bar__plus_00_dot_39_bar__minus_00_dot_97 KnifeType)
        (inReceptacle Knife_bar__minus_01_dot_69_bar__plus_00_dot_39_bar__minus_00_dot_97 CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07)
        (objectAtLocation Knife_bar__minus_01_dot_69_bar__plus_00_dot_39_bar__minus_00_dot_97 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable Knife_bar__minus_01_dot_69_bar__plus_00_dot_39_bar__minus_00_dot_97)
        (cleanable Knife_bar__minus_01_dot_69_bar__plus_00_dot_39_bar__minus_00_dot_97)
        (objectType Knife_bar__plus_02_dot_92_bar__plus_00_dot_01_bar__minus_02_dot_50 KnifeType)
        (inReceptacle Knife_bar__plus_02_dot_92_bar__plus_00_dot_01_bar__minus_02_dot_50 CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07)
        (objectAtLocation Knife_bar__plus_02_dot_92_bar__plus_00_dot_01_bar__minus_02_dot_50 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable Knife_bar__plus_02_dot_92_bar__plus_00_dot_01_bar__minus_02_dot_50)
        (cleanable Knife_bar__plus_02_dot_92_bar__plus_00_dot_01_bar__minus_02_dot_50)
        (objectType SaltShaker_bar__minus_01_dot_95_bar__plus_00_dot_99_bar__plus_02_dot_03 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_01_dot_95_bar__plus_00_dot_99_bar__plus_02_dot_03 Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__plus_00_dot_38)
        (objectAtLocation SaltShaker_bar__minus_01_dot_95_bar__plus_00_dot_99_bar__plus_02_dot_03 loc_bar__minus_2_bar_0_bar_3_bar__minus_30)
        (pickupable SaltShaker_bar__minus_01_dot_95_bar__plus_00_dot_99_bar__plus_02_dot_03)
        (objectType SaltShaker_bar__minus_00_dot_06_bar__plus_00_dot_12_bar__plus_00_dot_50 SaltShakerType)
        (inReceptacle SaltShaker_bar__minus_00_dot_06_bar__plus_00_dot_12_bar__plus_00_dot_50 Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23)
        (objectAtLocation SaltShaker_bar__minus_00_dot_06_bar__plus_00_dot_12_bar__plus_00_dot_50 loc_bar_0_bar_6_bar_1_bar_30)
        (pickupable SaltShaker_bar__minus_00_dot_06_bar__plus_00_dot_12_bar__plus_00_dot_50)
        (objectType Spoon_bar__minus_00_dot_79_bar__plus_00_dot_26_bar__minus_00_dot_61 SpoonType)
        (inReceptacle Spoon_bar__minus_00_dot_79_bar__plus_00_dot_26_bar__minus_00_dot_61 DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48)
        (objectAtLocation Spoon_bar__minus_00_dot_79_bar__plus_00_dot_26_bar__minus_00_dot_61 loc_bar_2_bar_10_bar_1_bar_30)
        (pickupable Spoon_bar__minus_00_dot_79_bar__plus_00_dot_26_bar__minus_00_dot_61)
        (cleanable Spoon_bar__minus_00_dot_79_bar__plus_00_dot_26_bar__minus_00_dot_61)
        (objectType Spoon_bar__plus_01_dot_45_bar__plus_00_dot_79_bar__plus_01_dot_62 SpoonType)
        (inReceptacle Spoon_bar__plus_01_dot_45_bar__plus_00_dot_79_bar__plus_01_dot_62 DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48)
        (objectAtLocation Spoon_bar__plus_01_dot_45_bar__plus_00_dot_79_bar__plus_01_dot_62 loc_bar_2_bar_10_bar_1_bar_30)
        (pickupable Spoon_bar__plus_01_dot_45_bar__plus_00_dot_79_bar__plus_01_dot_62)
        (cleanable Spoon_bar__plus_01_dot_45_bar__plus_00_dot_79_bar__plus_01_dot_62)
        (objectType SprayBottle_bar__plus_00_dot_34_bar__plus_01_dot_35_bar__minus_01_dot_63 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_00_dot_34_bar__plus_01_dot_35_bar__minus_01_dot_63 Cabinet_bar__minus_01_dot_19_bar__plus_02_dot_06_bar__minus_00_dot_28)
        (objectAtLocation SprayBottle_bar__plus_00_dot_34_bar__plus_01_dot_35_bar__minus_01_dot_63 loc_bar__minus_1_bar_1_bar_3_bar__minus_30)
        (pickupable SprayBottle_bar__plus_00_dot_34_bar__plus_01_dot_35_bar__minus_01_dot_63)
        (objectType SprayBottle_bar__minus_01_dot_00_bar__plus_00_dot_92_bar__plus_00_dot_60 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_00_bar__plus_00_dot_92_bar__plus_00_dot_60 CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07)
        (objectAtLocation SprayBottle_bar__minus_01_dot_00_bar__plus_00_dot_92_bar__plus_00_dot_60 loc_bar_2_bar_1_bar_1_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_00_bar__plus_00_dot_92_bar__plus_00_dot_60)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (coolable ?o)
                            (objectType ?o BreadType)
                            (receptacleType ?r CounterTopType)
                            (isCool ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
